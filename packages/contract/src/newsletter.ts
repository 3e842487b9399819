import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './email.ts';

/** The 'Stay Updated' and landing-page subscription (POST /api/newsletter). */

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

export const newsletterAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string(), alreadySubscribed: z.boolean() }),
});
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
