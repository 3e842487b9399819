import { z } from 'zod';

/**
 * Marketing consent and the left-cart reminder (issue 27 item 4, decision 043): a signed-in shopper agrees to
 * marketing mail at sign-up or in their account (GET/PUT /api/marketing/consent), optionally to WhatsApp as well, and
 * withdraws as easily there or with the link in any reminder (POST /api/marketing/unsubscribe/:token, no sign-in).
 */

/** The words the shopper agrees to, shown beside the boxes and stored with each consent record. */
export const MARKETING_WORDING = {
  mail: 'Send me emails about pieces I leave in my cart, new collections and offers. I can stop this at any time.',
  whatsapp: 'Also remind me on WhatsApp about pieces I leave in my cart.',
} as const;

export const MARKETING_MESSAGES = {
  saved: 'Your choices are saved.',
  unsubscribed: 'You will get no more marketing mail or cart reminders from us. Order updates still come as before.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Please use the link at the end of one of our mails, or change your choice in your account settings.',
  phoneNeeded: 'Enter the 10-digit mobile number for WhatsApp reminders',
  phoneInvalid: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
  whatsappNeedsMail: 'WhatsApp reminders need marketing mail to be on as well',
  whatsappOff: 'WhatsApp reminders are not available in this store',
} as const;

/** A signed unsubscribe token: 32 bytes (the user id and its signature) in base64url. */
export const MARKETING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const marketingTokenParamsSchema = z.object({
  token: z.string().regex(MARKETING_TOKEN_PATTERN, MARKETING_MESSAGES.unsubscribeLinkInvalid),
});

const TEN_DIGIT_MOBILE = /^[6-9]\d{9}$/;

/** The shopper's choice as the account screen sends it: withdrawing is the same request with `false`. */
export const marketingConsentBodySchema = z
  .object({
    marketingMail: z.boolean({ error: 'Choose whether you want marketing mail' }),
    whatsapp: z.boolean().optional(),
    /** The mobile for WhatsApp reminders, asked only when `whatsapp` is on. */
    phone: z
      .string()
      .trim()
      .transform((p) => p.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.whatsapp) return;
    if (!body.marketingMail)
      ctx.addIssue({ code: 'custom', path: ['whatsapp'], message: MARKETING_MESSAGES.whatsappNeedsMail });
    if (!body.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: MARKETING_MESSAGES.phoneNeeded });
    else if (!TEN_DIGIT_MOBILE.test(body.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MARKETING_MESSAGES.phoneInvalid });
  });
export type MarketingConsentBody = z.input<typeof marketingConsentBodySchema>;

/** The shopper's consent as it stands. */
export const marketingConsentSchema = z.object({
  marketingMail: z.boolean(),
  /** When marketing mail was agreed to (ISO), null when it is off. */
  givenAt: z.string().nullable(),
  whatsapp: z.boolean(),
  /** The WhatsApp number, only to its owner. */
  phone: z.string().nullable(),
  /** Whether the store has a WhatsApp channel at all (the box is offered only then). */
  whatsappAvailable: z.boolean(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

export const marketingAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** The reminder figures of the analytics screen for its period. */
export const cartReminderStatsSchema = z.object({
  /** Reminders sent in the period. */
  remindersSent: z.number().int(),
  /** Of those, reminders after which the same shopper placed an order within 7 days. */
  followedByOrder: z.number().int(),
  /** Orders those shoppers placed within 7 days after a reminder of the period. */
  ordersAfter: z.number().int(),
});
export type CartReminderStats = z.infer<typeof cartReminderStatsSchema>;

/** Days after a reminder in which an order counts as following it. */
export const REMINDER_FOLLOW_DAYS = 7;
