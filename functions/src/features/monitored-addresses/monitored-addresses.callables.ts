import { defineCallable } from '@/platform/define-callable';
import * as addresses from './monitored-addresses.service';

export const listMonitoredAddressesCallable = defineCallable(
  'emailBreachCheck.listMonitoredAddresses',
  { auth: 'required' },
  (_input, ctx) => addresses.listMonitoredAddresses(ctx),
);

/** Additions per person per hour: each one mails an address that may not be the person's. */
const ADDS_PER_HOUR = 30;

export const addMonitoredAddressCallable = defineCallable(
  'emailBreachCheck.addMonitoredAddress',
  {
    auth: 'required',
    limit: {
      purpose: 'monitored-address-add',
      perWindow: ADDS_PER_HOUR,
      windowMs: 3_600_000,
      refusal: 'Too many addresses added at once.',
    },
  },
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
