import { z } from 'zod';
import { FeedbackSchema, SubmitFeedbackInputSchema } from '../schemas/feedback.schema';
import { NO_PAYLOAD } from './no-payload';

export const feedbackContract = {
  'feedback.submit': { input: SubmitFeedbackInputSchema, output: FeedbackSchema },
  'feedback.list': { input: z.object({}).strict(), output: z.array(FeedbackSchema) },
} as const;

/** A new message: the team inbox is mailed (onFeedbackCreated) and the list refetches. */
export const feedbackCollections = { feedback: NO_PAYLOAD } as const;
