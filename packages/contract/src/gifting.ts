import { z } from 'zod';

/**
 * Gifting (issue 27 item 3, decision 042): an order marked as a gift carries a message for the packing slip, gift wrap
 * (a priced option the seller sets, taxed like the goods), the recipient's name and phone (the courier calls them),
 * and 'hide prices' (no paper in the parcel carries a price; the invoice goes to the buyer by mail only).
 * This module imports nothing of orders.ts, so orders.ts can compose it without a cycle.
 */

export const GIFT_MESSAGE_MAX = 250;
export const GIFT_NAME_MAX = 100;
/** The highest gift-wrap price a seller may set, in rupees (a guard against a typo of an extra zero or three). */
export const GIFT_WRAP_PRICE_MAX = 5000;

export const GIFT_LABELS = {
  isGift: 'This order is a gift',
  message: 'Gift message',
  giftWrap: 'Gift wrap',
  recipientName: 'Recipient’s name',
  recipientPhone: 'Recipient’s phone',
  hidePrices: 'Hide prices in the parcel',
} as const;

export const GIFT_MESSAGES = {
  messageTooLong: `Gift message must be at most ${GIFT_MESSAGE_MAX} characters`,
  messagePlainText: 'Gift message must be plain text (letters, numbers, punctuation and line breaks)',
  missingRecipientName: 'Missing recipient’s name',
  recipientNameTooLong: `Recipient’s name must be at most ${GIFT_NAME_MAX} characters`,
  missingRecipientPhone: 'Missing recipient’s phone',
  recipientPhone: 'Please enter the recipient’s 10-digit mobile number',
  /** Decision 042: the recipient is someone else than the buyer, by name and by phone. */
  sameName: 'The recipient’s name must differ from yours (the shipping address’s full name)',
  samePhone: 'The recipient’s phone must differ from yours (the shipping address’s phone)',
  wrapUnavailable: 'Gift wrap is not offered at the moment. Please untick it to place your order.',
  wrapPriceRange: `Gift wrap price must be between ₹1 and ₹${GIFT_WRAP_PRICE_MAX}`,
  wrapPriceWhole: 'Gift wrap price must be in whole rupees or paise (at most 2 decimals)',
  settingsSaved: 'Gift settings saved',
} as const;

/**
 * A 10-digit Indian mobile number as the address form takes it: an optional +91 or 0 before it, spaces or dashes
 * between, first digit 6 to 9. Answers the 10 digits, or null.
 */
export function normaliseIndianMobile(phone: string): string | null {
  const digits = phone
    .trim()
    .replace(/[\s-]/g, '')
    .replace(/^(\+91|0)(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** Two names are the same person's when they match ignoring case and spacing ('asha  VERMA' is 'Asha Verma'). */
export const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

// Control characters other than the line break (a message may have a few lines), and the bidirectional overrides
// that could make the printed slip read other than what was typed.
// eslint-disable-next-line no-control-regex
const NOT_PLAIN = /[\u0000-\u0009\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** The message as kept: Windows line breaks made plain, trimmed, at most two line breaks in a row. */
const cleanMessage = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/\n{3,}/g, '\n\n');

export const giftInputSchema = z.object(
  {
    message: z
      .string()
      .transform(cleanMessage)
      .pipe(
        z
          .string()
          .max(GIFT_MESSAGE_MAX, GIFT_MESSAGES.messageTooLong)
          .refine((text) => !NOT_PLAIN.test(text), GIFT_MESSAGES.messagePlainText),
      )
      .optional()
      .transform((v) => v || undefined),
    giftWrap: z.boolean({ error: 'Gift wrap must be true or false' }).default(false),
    recipientName: z
      .string({ error: GIFT_MESSAGES.missingRecipientName })
      .trim()
      .min(1, GIFT_MESSAGES.missingRecipientName)
      .max(GIFT_NAME_MAX, GIFT_MESSAGES.recipientNameTooLong),
    recipientPhone: z
      .string({ error: GIFT_MESSAGES.missingRecipientPhone })
      .trim()
      .min(1, GIFT_MESSAGES.missingRecipientPhone)
      .max(20, GIFT_MESSAGES.recipientPhone)
      .transform((phone, ctx) => {
        const digits = normaliseIndianMobile(phone);
        if (digits === null) ctx.addIssue({ code: 'custom', message: GIFT_MESSAGES.recipientPhone });
        return digits ?? phone;
      }),
    hidePrices: z.boolean({ error: 'Hide prices must be true or false' }).default(false),
  },
  { error: 'Gift must be an object' },
);
export type GiftInput = z.input<typeof giftInputSchema>;
export type Gift = z.output<typeof giftInputSchema>;

/**
 * The order's refinement (orders.ts): the recipient must be someone else than the buyer, whose name and phone are the
 * shipping address's (decision 042: the same name ignoring case and spacing, or the same 10 digits, is the buyer).
 */
export function giftRecipientDiffers(
  input: { gift?: Gift | undefined; shippingAddress?: { fullName?: string; phone?: string } | undefined },
  ctx: z.RefinementCtx,
) {
  const { gift, shippingAddress: buyer } = input;
  if (!gift || !buyer) return;
  if (buyer.fullName && sameName(gift.recipientName, buyer.fullName)) {
    ctx.addIssue({ code: 'custom', path: ['gift', 'recipientName'], message: GIFT_MESSAGES.sameName });
  }
  const buyerPhone = buyer.phone ? normaliseIndianMobile(buyer.phone) : null;
  if (buyerPhone !== null && buyerPhone === gift.recipientPhone) {
    ctx.addIssue({ code: 'custom', path: ['gift', 'recipientPhone'], message: GIFT_MESSAGES.samePhone });
  }
}

/** The gift as the order's owner and the admin see it (never in a list another shopper can read). */
export const giftViewSchema = z.object({
  message: z.string().optional(),
  giftWrap: z.boolean(),
  /** What the wrap cost the shopper in rupees, its GST included; 0 without wrap. */
  wrapCharge: z.number(),
  recipientName: z.string(),
  recipientPhone: z.string(),
  hidePrices: z.boolean(),
});
export type GiftView = z.infer<typeof giftViewSchema>;

/** The seller's gift-wrap option (admin settings; the checkout reads it). */
export const giftSettingsSchema = z.object({
  wrapEnabled: z.boolean(),
  /** Rupees, in the store's price mode (including GST when prices include it, else GST is added). */
  wrapPrice: z.number(),
});
export type GiftSettings = z.infer<typeof giftSettingsSchema>;

export const giftSettingsInputSchema = z
  .object({
    wrapEnabled: z.boolean({ error: 'Gift wrap on or off must be true or false' }),
    wrapPrice: z
      .number({ error: GIFT_MESSAGES.wrapPriceRange })
      .min(1, GIFT_MESSAGES.wrapPriceRange)
      .max(GIFT_WRAP_PRICE_MAX, GIFT_MESSAGES.wrapPriceRange)
      .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), GIFT_MESSAGES.wrapPriceWhole),
  })
  .strict();
export type GiftSettingsInput = z.input<typeof giftSettingsInputSchema>;
