import { defineCallable } from '@/platform/define-callable';
import { describeBreaches, getBreach, getDataStatus } from './breach-catalog.service';
import { checkEmail } from '@/features/breach-lookup/email-check.service';

export const breachDataStatusCallable = defineCallable(
  'emailBreachCheck.status',
  { auth: 'required' },
  (_input, ctx) => getDataStatus(ctx),
);

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
