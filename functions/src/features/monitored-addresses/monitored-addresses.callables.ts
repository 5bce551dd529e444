import { defineCallable } from '@/platform/define-callable';
import * as addresses from './monitored-addresses.service';

export const listMonitoredAddressesCallable = defineCallable(
  'emailBreachCheck.listMonitoredAddresses',
  { auth: 'required' },
  (_input, ctx) => addresses.listMonitoredAddresses(ctx),
);

export const addMonitoredAddressCallable = defineCallable(
  'emailBreachCheck.addMonitoredAddress',
  { auth: 'required' },
  (input, ctx) => addresses.addMonitoredAddress(ctx, input.email),
);

export const removeMonitoredAddressCallable = defineCallable(
  'emailBreachCheck.removeMonitoredAddress',
  { auth: 'required' },
  (input, ctx) => addresses.removeMonitoredAddress(ctx, input.id),
);

export const verifyMonitoredAddressCallable = defineCallable(
  'emailBreachCheck.verifyMonitoredAddress',
  { auth: 'required' },
  (input, ctx) => addresses.verifyMonitoredAddress(ctx, input.token),
);
