import { defineCallable } from '@/platform/define-callable';
import { describeBreaches, getBreach } from './breach-catalog.service';

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
