import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.ts';
import {
  COMBINATIONS,
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_MESSAGES,
  COUPON_PERCENT_MAX,
  COUPON_STATES,
  indiaLocalToDate,
  normaliseCode,
} from './promotion-constants.ts';

export * from './promotion-constants.ts';

/** A code as typed by a shopper or the admin: trimmed, upper-cased, then checked. */
export const couponCodeSchema = z
  .string({ error: COUPON_MESSAGES.codeRequired })
  .transform(normaliseCode)
  .pipe(
    z
      .string()
      .min(1, COUPON_MESSAGES.codeRequired)
      .min(COUPON_CODE_MIN, COUPON_MESSAGES.codeFormat)
      .max(COUPON_CODE_MAX, COUPON_MESSAGES.codeFormat)
      .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeFormat),
  );

/** Body of PUT /api/promotions/cart: the one code the shopper applies to their cart. */
export const applyCodeInputSchema = z.object({ code: couponCodeSchema });
export type ApplyCodeInput = z.input<typeof applyCodeInputSchema>;

/**
 * A code as the cart or the checkout shows it: applied with its discount (rupees), or not, with the reason in plain
 * words. `basis` says which prices the order is priced on when a sale is on (decision 040: 'best-of' may keep the sale
 * prices and leave the code unused); `note` says so to the shopper.
 */
export const codeOutcomeSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  message: z.string().nullable(),
  discount: z.number(),
  freeShipping: z.boolean(),
  /** What the code is, in words ('10% off, up to ₹500'). */
  summary: z.string(),
  note: z.string().nullable(),
  /** The cart's total before and after the code (no shipping yet), for the cart page's lines. */
  totalBefore: z.number(),
  totalAfter: z.number(),
});
export type CodeOutcome = z.infer<typeof codeOutcomeSchema>;

export const cartCodeSchema = z.object({ coupon: codeOutcomeSchema.nullable() });
export type CartCode = z.infer<typeof cartCodeSchema>;

const rupees = (message: string) => z.number({ error: message }).nonnegative(message).max(10_000_000, message);
const localTime = (message: string) =>
  z.string({ error: message }).refine((v) => indiaLocalToDate(v) !== null, message);

/** Body of the admin's create and edit (a whole code each time). Dates are India time, as entered. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'Choose what the code gives' }),
    percent: z
      .number()
      .int(COUPON_MESSAGES.percentRange)
      .min(1, COUPON_MESSAGES.percentRange)
      .max(COUPON_PERCENT_MAX, COUPON_MESSAGES.percentRange)
      .nullable()
      .default(null),
    /** A percent code's most off, in rupees; null is no ceiling. */
    ceiling: rupees('The ceiling must be an amount in rupees').nullable().default(null),
    amount: rupees('The amount off must be an amount in rupees').nullable().default(null),
    minOrder: rupees('The minimum order must be an amount in rupees').default(0),
    startsAt: localTime('Enter the start as a date and time'),
    endsAt: localTime('Enter the end as a date and time').nullable().default(null),
    categories: z
      .array(z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }))
      .max(20)
      .default([]),
    productIds: z.array(z.uuid('Unknown product')).max(200).default([]),
    usageCap: z.number().int().positive('The usage cap must be 1 or more').nullable().default(null),
    perShopperLimit: z.number().int().positive('The per-shopper limit must be 1 or more').nullable().default(1),
    firstOrderOnly: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && input.percent === null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: COUPON_MESSAGES.percentRange });
    }
    if (input.kind === 'flat' && !input.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: COUPON_MESSAGES.amountRequired });
    }
    const start = indiaLocalToDate(input.startsAt);
    const end = input.endsAt === null ? null : indiaLocalToDate(input.endsAt);
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: COUPON_MESSAGES.endBeforeStart });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

/** A code as the admin's Promotions tab lists it, with its use so far. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.number().nullable(),
  ceiling: z.number().nullable(),
  amount: z.number().nullable(),
  minOrder: z.number(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  usageCap: z.number().nullable(),
  perShopperLimit: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  state: z.enum(COUPON_STATES),
  summary: z.string(),
  /** Orders that hold the code now (a cancelled order gave its use back). */
  uses: z.number(),
  /** What those orders came to (their totals), and what the code took off them (goods and shipping), in rupees. */
  revenue: z.number(),
  discountGiven: z.number(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema) });

export const combinationSchema = z.object({ combination: z.enum(COMBINATIONS, { error: 'Choose stack or best-of' }) });
export type CombinationSetting = z.infer<typeof combinationSchema>;

export const couponParamsSchema = z.object({ id: z.string() });
