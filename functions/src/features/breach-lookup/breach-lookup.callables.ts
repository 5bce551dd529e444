import { defineCallable } from '@/platform/define-callable';
import { checkEmail } from './email-check.service';

export const checkEmailCallable = defineCallable(
  'emailBreachCheck.check',
  { auth: 'required' },
  (input, ctx) => checkEmail(ctx, input),
);
