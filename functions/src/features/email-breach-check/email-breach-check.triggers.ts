import { ACCOUNT_EMAIL_COLLECTION } from '@/auth/account-events';
import { defineTrigger } from '@/platform/define-trigger';
import { sendAlertMail } from './breach-alert-mail.service';
import { BREACH_ALERTS_COLLECTION } from './breach-alerts.service';
import { INGEST_COLLECTION } from './breach-ingest.service';
import { checkAccountAddress, checkIngest, checkVerifiedAddress } from './breach-rechecks.service';
import { MONITORED_ADDRESSES_COLLECTION } from './monitored-addresses.service';

/** A new breach file was ingested: alert the monitored addresses it holds. */
export const onBreachIngested = defineTrigger(
  INGEST_COLLECTION,
  'insert',
  async (event, { services }) => {
    await checkIngest(services, event.rowId);
  },
);

/** A new finding: mail it once if it is an alert, to the affected address or the account address as preferred. */
export const onBreachAlertCreated = defineTrigger(
  BREACH_ALERTS_COLLECTION,
  'insert',
  async (event, { services }) => {
    await sendAlertMail(services, event.rowId);
  },
);

/** The account address was just verified (or a new one confirmed): its first check, at once. */
export const onAccountAddressVerified = defineTrigger(
  ACCOUNT_EMAIL_COLLECTION,
  'update',
  async (event, { services }) => {
    await checkAccountAddress(services, event.userId);
  },
);

/** An address was just confirmed: its first check against every source. */
export const onMonitoredAddressVerified = defineTrigger(
  MONITORED_ADDRESSES_COLLECTION,
  'update',
  async (event, { services }) => {
    const after = event.after as { verified?: boolean } | null;
    if (after?.verified) await checkVerifiedAddress(services, event.userId, event.rowId);
  },
);
