import { z } from 'zod';
import { FeedbackSchema, SubmitFeedbackInputSchema } from '../schemas/feedback.schema';

export const feedbackContract = {
  'feedback.submit': { input: SubmitFeedbackInputSchema, output: FeedbackSchema },
  'feedback.list': { input: z.object({}).strict(), output: z.array(FeedbackSchema) },
} as const;
