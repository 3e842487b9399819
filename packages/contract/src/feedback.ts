import { z } from 'zod';

/** Feedback (spec §2 Feedback, §3 Feedback, §5 rules and messages, §7 POST /api/feedback). */

export const SATISFACTION_OPTIONS = [
  'Very Satisfied',
  'Satisfied',
  'Neutral',
  'Dissatisfied',
  'Very Dissatisfied',
] as const;
export type Satisfaction = (typeof SATISFACTION_OPTIONS)[number];

export const FEEDBACK_MESSAGES = {
  name: 'Name is required',
  email: 'Please provide a valid email',
  message: 'Message is required',
  rating: 'Rating must be between 1 and 5',
  satisfaction: 'Please choose how satisfied you are',
  thanks: 'Thank you for your feedback!',
} as const;

export const FEEDBACK_MESSAGE_MAX = 5000;

export const feedbackBodySchema = z.object({
  name: z.string({ error: FEEDBACK_MESSAGES.name }).trim().min(1, FEEDBACK_MESSAGES.name).max(100, 'Name is too long'),
  email: z
    .string({ error: FEEDBACK_MESSAGES.email })
    .trim()
    .max(254, FEEDBACK_MESSAGES.email)
    .pipe(z.email({ error: FEEDBACK_MESSAGES.email })),
  message: z
    .string({ error: FEEDBACK_MESSAGES.message })
    .trim()
    .min(1, FEEDBACK_MESSAGES.message)
    .max(FEEDBACK_MESSAGE_MAX, `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters`),
  starsRating: z.coerce
    .number({ error: FEEDBACK_MESSAGES.rating })
    .int(FEEDBACK_MESSAGES.rating)
    .min(1, FEEDBACK_MESSAGES.rating)
    .max(5, FEEDBACK_MESSAGES.rating),
  satisfaction: z.enum(SATISFACTION_OPTIONS, { error: FEEDBACK_MESSAGES.satisfaction }).optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type FeedbackForm = z.input<typeof feedbackBodySchema>;

export const feedbackAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string() }),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
