import { defineCallable } from '@/platform/define-callable';
import { describeBreaches, getBreach } from './breach-catalog.service';
import { checkEmail } from './email-check.service';

export const describeBreachesCallable = defineCallable(
  'emailBreachCheck.describeBreaches',
  { auth: 'required' },
  (input, ctx) => describeBreaches(ctx, input.names),
);

export const getBreachCallable = defineCallable(
  'emailBreachCheck.getBreach',
  { auth: 'required' },
  (input, ctx) => getBreach(ctx, input.name),
);

export const checkEmailCallable = defineCallable(
  'emailBreachCheck.check',
  { auth: 'required' },
  (input, ctx) => checkEmail(ctx, input),
);
