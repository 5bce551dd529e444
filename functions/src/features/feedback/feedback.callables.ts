import { defineCallable } from '@/platform/define-callable';
import { listRecentFeedback, submitFeedback } from './feedback.service';

export const submitFeedbackCallable = defineCallable(
  'feedback.submit',
  { auth: 'required' },
  (input, ctx) => submitFeedback(ctx.db, { userId: ctx.user.id, input, clock: ctx.services.clock }),
);

export const listFeedbackCallable = defineCallable(
  'feedback.list',
  { auth: 'required' },
  (_input, ctx) => listRecentFeedback(ctx.db, ctx.user.id),
);
