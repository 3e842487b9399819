import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './email.ts';

/** The contact page's message form (POST /api/contact), stored in contact_messages. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, messageMin: 10 } as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE })),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .optional(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for writing to us. We reply within 24 hours, Monday to Saturday.';

export const contactAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), createdAt: z.string() }),
});
