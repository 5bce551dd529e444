import { defineCallable } from '@/platform/define-callable';
import { checkEmail } from './email-check.service';

/**
 * Server-side checks ask HIBP with the operator's key, whose plan allows so many a minute for the
 * whole installation: a person needs a few a minute, a script many more.
 */
const CHECKS_PER_MINUTE = 10;

export const checkEmailCallable = defineCallable(
  'emailBreachCheck.check',
  {
    auth: 'required',
    limit: {
      purpose: 'email-check',
      perWindow: CHECKS_PER_MINUTE,
      windowMs: 60_000,
      refusal: 'Too many checks.',
    },
  },
  (input, ctx) => checkEmail(ctx, input),
);
