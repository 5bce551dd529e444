import { ACCOUNT_EMAIL_COLLECTION } from '@/auth/account-events';
import { defineTrigger } from '@/platform/define-trigger';
import { checkAccountAddress, checkIngest, checkVerifiedAddress } from './breach-rechecks.service';
import { MONITORED_ADDRESSES_COLLECTION } from '@/features/monitored-addresses/monitored-addresses.service';
import { INGEST_COLLECTION } from '@/features/breach-index/breach-index.service';

/** A new breach file was ingested: alert the monitored addresses it holds. */
export const onBreachIngested = defineTrigger(
  'onBreachIngested',
  { collection: INGEST_COLLECTION, on: 'insert' },
  async (event, { services }) => {
    await checkIngest(services, event.rowId);
  },
);

/** The account address was just verified (or a new one confirmed): its first check, at once. */
export const onAccountAddressVerified = defineTrigger(
  'onAccountAddressVerified',
  { collection: ACCOUNT_EMAIL_COLLECTION, on: 'update' },
  async (event, { services }) => {
    await checkAccountAddress(services, event.userId);
  },
);

/** An address was just confirmed: its first check against every source. */
export const onMonitoredAddressVerified = defineTrigger(
  'onMonitoredAddressVerified',
  { collection: MONITORED_ADDRESSES_COLLECTION, on: 'update' },
  async (event, { services }) => {
    if (event.after?.verified) await checkVerifiedAddress(services, event.userId, event.rowId);
  },
);
