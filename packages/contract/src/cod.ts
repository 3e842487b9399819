import { z } from 'zod';
import { successOf } from './envelope.ts';
import { formatRupees } from './money.ts';

/**
 * Cash on delivery that arrives (issue 25, decision 030): the seller's COD policy, the risk tier of a COD order and
 * the confirmation a COD order waits for before it is shipped.
 */

export const RISK_TIERS = ['low', 'medium', 'high'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];
export const RISK_TIER_LABELS: Record<RiskTier, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };

/** How a COD order was confirmed: the mail or message's link, the order page's button, the admin by phone, paid. */
export const CONFIRMED_VIA = ['link', 'order_page', 'phone', 'payment'] as const;
export type ConfirmedVia = (typeof CONFIRMED_VIA)[number];
export const CONFIRMED_VIA_LABELS: Record<ConfirmedVia, string> = {
  link: 'by the shopper, from the link in the mail or message',
  order_page: 'by the shopper, on the order page',
  phone: 'by the store, by phone',
  payment: 'by paying online',
};

export const AWAITING_CONFIRMATION_LABEL = 'Awaiting confirmation';

/**
 * A cash-on-delivery order still waiting for the shopper's confirmation before it may be shipped (issue 25 item 2):
 * the one rule the orders, the shipments and the screens read.
 */
export function isAwaitingConfirmation(order: {
  status: string;
  paymentMethod: string;
  confirmDueAt: unknown;
  confirmedAt: unknown;
}): boolean {
  return (
    order.status === 'pending' &&
    order.paymentMethod === 'cash_on_delivery' &&
    order.confirmDueAt != null &&
    order.confirmedAt == null
  );
}

const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, `${label} must not be negative`)
    .max(max, `${label} must be at most ${formatRupees(max)}`)
    .multipleOf(0.01, `${label} must be in whole paise`);

/** A tier's threshold: a whole risk score of 1 to 100 (an empty field of the form is refused in the same words). */
const score = (label: string) =>
  z
    .number({ error: `${label} must be 1 to 100` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 to 100`)
    .max(100, `${label} must be 1 to 100`);

/**
 * The seller's COD policy (Settings). Thresholds are risk scores (0-100, decision 030's points); a high-tier order is
 * never offered COD; a medium-tier one needs confirmation only, or a partial advance paid online.
 */
export const codPolicySchema = z
  .object({
    /** Whether COD is offered at all. */
    enabled: z.boolean(),
    /** A new COD order waits for the shopper's confirmation before it is shipped. */
    requireConfirmation: z.boolean(),
    /** What a medium-tier COD order needs: confirmation only, or a partial advance paid online. */
    mediumTier: z.enum(['confirm', 'advance']),
    /** The advance: a fixed amount, or the order's shipping charge. */
    advanceKind: z.enum(['fixed', 'shipping']),
    advanceRupees: rupees('Advance', 10_000),
    /** No COD above this order total (null: no ceiling). */
    ceilingRupees: rupees('COD ceiling', 1_000_000).nullable(),
    /** A discount for paying online instead (0: none), with an optional ceiling. */
    prepaidDiscountPercent: z
      .number({ error: 'Prepaid discount must be a number' })
      .int('Prepaid discount must be a whole percent')
      .min(0, 'Prepaid discount must not be negative')
      .max(20, 'Prepaid discount must be at most 20%'),
    prepaidDiscountCeilingRupees: rupees('Prepaid discount ceiling', 10_000).nullable(),
    mediumFromScore: score('Medium from'),
    highFromScore: score('High from'),
  })
  .refine((p) => p.highFromScore > p.mediumFromScore, {
    message: 'High from must be above medium from',
    path: ['highFromScore'],
  });
export type CodPolicy = z.infer<typeof codPolicySchema>;

/** The policy until the seller saves one: COD on, confirmation required, medium tier confirms only, no discount. */
export const DEFAULT_COD_POLICY: CodPolicy = {
  enabled: true,
  requireConfirmation: true,
  mediumTier: 'confirm',
  advanceKind: 'shipping',
  advanceRupees: 100,
  ceilingRupees: null,
  prepaidDiscountPercent: 0,
  prepaidDiscountCeilingRupees: null,
  mediumFromScore: 30,
  highFromScore: 60,
};

export const COD_LIST_KINDS = ['pincode', 'phone'] as const;
export const COD_LISTS = ['block', 'allow'] as const;
export const codListEntrySchema = z
  .object({
    kind: z.enum(COD_LIST_KINDS),
    value: z.string().trim(),
    list: z.enum(COD_LISTS),
    note: z.string().trim().max(200, 'Note must be at most 200 characters').nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    const ok = entry.kind === 'pincode' ? /^[1-9]\d{5}$/.test(entry.value) : /^[6-9]\d{9}$/.test(entry.value);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          entry.kind === 'pincode'
            ? 'Please enter a valid 6-digit postcode'
            : 'Please enter a valid 10-digit mobile number',
      });
    }
  });
export type CodListEntry = z.infer<typeof codListEntrySchema>;

export const codSettingsViewSchema = z.object({
  policy: codPolicySchema,
  lists: z.array(
    z.object({
      kind: z.enum(COD_LIST_KINDS),
      value: z.string(),
      list: z.enum(COD_LISTS),
      note: z.string().nullable(),
    }),
  ),
  /** COD_CONFIRM_HOURS: how long a COD order waits for its confirmation before it is cancelled. */
  confirmHours: z.number(),
});
export type CodSettingsView = z.infer<typeof codSettingsViewSchema>;

/** What checkout learns of COD for an address and cart before the shopper chooses how to pay. */
export const codOfferSchema = z.object({
  available: z.boolean(),
  /** One plain sentence when COD is not offered (or needs an advance), else null. */
  message: z.string().nullable(),
  /** The advance paid online for a medium-tier order (rupees), else 0. */
  advance: z.number(),
  /** The discount for paying online instead (rupees, for this order), else 0. */
  prepaidDiscount: z.number(),
  /** What the courier charges for collecting cash on this order (rupees, GST included), shown before the choice. */
  codCharges: z.number(),
});
export type CodOffer = z.infer<typeof codOfferSchema>;

export const COD_MESSAGES = {
  disabled: 'Cash on delivery is not available right now. Please pay online.',
  highRisk: 'Cash on delivery is not available for this address. Please pay online.',
  aboveCeiling: (ceilingRupees: number) =>
    `Cash on delivery is available for orders up to ${formatRupees(ceilingRupees)}. Please pay online.`,
  advanceNeeded: (advanceRupees: number) =>
    `For this address, cash on delivery needs ${formatRupees(advanceRupees)} paid online now; the rest is paid in cash on delivery.`,
  /** The admin's refusal to ship a COD order the shopper has not confirmed (server and screen). */
  notConfirmed: 'Confirm this cash-on-delivery order before shipping it',
  advanceNotPaid: 'The advance for this cash-on-delivery order is not paid yet',
  linkInvalid: 'This link is not valid. Open your order from your account instead.',
  linkExpired: 'This link has expired. Open your order from your account instead.',
  linkUsed: 'This link has already been used.',
  alreadyConfirmed: 'This order is already confirmed.',
  notAwaiting: 'This order is no longer waiting for confirmation.',
  confirmed: 'Thank you! Your order is confirmed.',
  cancelled: 'Your order has been cancelled.',
  cancelledUnconfirmed: 'Cancelled: not confirmed in time',
  noteRequired: 'Please add a note on the call',
} as const;

/** The public view of a COD order behind a confirmation link (no sign-in; nothing beyond what the mail said). */
export const codConfirmationViewSchema = z.object({
  orderNumber: z.string(),
  customerFirstName: z.string(),
  total: z.number(),
  items: z.array(z.object({ name: z.string(), size: z.string(), quantity: z.number() })),
  status: z.string(),
  /** Whether the order still waits for its confirmation (the buttons are shown only then). */
  awaiting: z.boolean(),
  confirmBy: z.string().nullable(),
  /** Paying online instead saves this much (rupees); 0 when the seller offers no prepaid discount. */
  prepaidSaving: z.number(),
  /** The advance still to pay online before the order is confirmed (rupees), else 0. */
  advanceDue: z.number(),
});
export type CodConfirmationView = z.infer<typeof codConfirmationViewSchema>;
export const codConfirmationAnswerSchema = successOf(codConfirmationViewSchema);

export const codAdminConfirmSchema = z.object({
  note: z.string().trim().min(1, COD_MESSAGES.noteRequired).max(500, 'Note must be at most 500 characters'),
});
export const riskOverrideSchema = z.object({
  tier: z.enum(RISK_TIERS),
  note: z.string().trim().min(1, 'Please say why').max(500, 'Note must be at most 500 characters'),
});

/** The risk shown on an admin's order: the tier worked out at checkout, its reasons, and the admin's override. */
export const orderRiskSchema = z.object({
  tier: z.enum(RISK_TIERS),
  score: z.number(),
  reasons: z.array(z.string()),
  override: z.enum(RISK_TIERS).nullable(),
  overrideNote: z.string().nullable(),
});
export type OrderRisk = z.infer<typeof orderRiskSchema>;

/**
 * The points of a COD order's risk score (decision 030), read by the server's scoring (modules/cod/risk.ts) and by the
 * admin's explanation beside the thresholds, so the two never disagree.
 */
export const RISK_POINTS = {
  /** The PIN code's smoothed COD return rate at or above `rate`. */
  pincode: [
    { rate: 0.35, points: 35 },
    { rate: 0.25, points: 15 },
  ],
  shopperFailedTwice: 40,
  shopperFailedOnce: 20,
  /** Two or more COD orders delivered and none failed: lowers the score. */
  shopperDelivered: -15,
  /** Order value above `aboveRupees`. */
  value: [
    { aboveRupees: 10_000, points: 20 },
    { aboveRupees: 5_000, points: 10 },
  ],
  newAccount: 10,
  noHouseNumber: 15,
  shortAddress: 10,
  /** The first address line shorter than this many characters. */
  shortAddressBelow: 10,
  fillerText: 25,
  notAMobile: 30,
} as const;
