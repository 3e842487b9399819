import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './email.ts';

/**
 * The newsletter with double opt-in (decision 022): the 'Stay Updated' and landing-page boxes ask for it
 * (POST /api/newsletter), the mailed link confirms it (POST /api/newsletter/confirm/:token) and every newsletter mail's
 * link ends it (POST /api/newsletter/unsubscribe/:token).
 */

/** Where a subscription came from, kept for the shop's own statistics. */
export const NEWSLETTER_SOURCES = ['landing', 'footer', 'site'] as const;

export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
  source: z.enum(NEWSLETTER_SOURCES).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** What the newsletter routes and pages say. */
export const NEWSLETTER_MESSAGES = {
  /** The one answer to a subscribe, whatever the address's state: the list of addresses is nobody's to probe. */
  checkInbox: 'Almost there! Check your inbox for a link to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Watch your inbox for new collections and artisan stories.',
  confirmLinkInvalid:
    'This confirmation link is no longer valid: it has been used already or it has expired. If you are not subscribed yet, please subscribe again for a new link.',
  unsubscribed: 'You have been unsubscribed. You will not get any more newsletters from us.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Please use the link at the end of one of our newsletter mails.',
} as const;

/** Confirmation links last a week. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

/** The token of a confirm or unsubscribe link: 32 random or signed bytes in base64url. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The `:token` of a link; anything unlike a token is refused with the link's own message, never a 500. */
export const newsletterTokenParamsSchema = (invalidMessage: string) =>
  z.object({ token: z.string().regex(NEWSLETTER_TOKEN_PATTERN, invalidMessage) });

export const newsletterAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
