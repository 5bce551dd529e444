import { defineFeature } from '@/platform/define-feature';
import * as callables from './monitored-addresses.callables';
import { exportMonitoredAddresses } from './monitored-addresses.service';
import { monitoredAddress } from './monitored-addresses.table';

/** The addresses a person watches: the account address, and up to 20 more confirmed by mail. */
export const monitoredAddressesFeature = defineFeature({
  slug: 'monitored-addresses',
  callables: Object.values(callables),
  tables: [monitoredAddress],
  userData: { export: exportMonitoredAddresses },
});
