import { z } from 'zod';
import { IdempotencyKeySchema } from './idempotency-key.schema';

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'praise', 'question', 'other'] as const;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** At most this many submissions per user per rolling hour. */
export const FEEDBACK_PER_HOUR = 5;

export const SubmitFeedbackInputSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES, 'Choose a category.'),
    rating: z.number().int().min(1, 'Rate from 1 to 5.').max(5, 'Rate from 1 to 5.'),
    message: z
      .string()
      .trim()
      .min(FEEDBACK_MESSAGE_MIN, `Write at least ${FEEDBACK_MESSAGE_MIN} characters.`)
      .max(FEEDBACK_MESSAGE_MAX, `Write at most ${FEEDBACK_MESSAGE_MAX} characters.`),
    /** The same key for every retry of one message: it is stored (and mailed) once. */
    idempotencyKey: IdempotencyKeySchema,
  })
  .strict();
export type SubmitFeedbackInput = z.infer<typeof SubmitFeedbackInputSchema>;

export const FeedbackSchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
