import { defineTrigger } from '@/platform/define-trigger';
import { sendAlertMail } from './breach-alert-mail.service';
import { BREACH_ALERTS_COLLECTION } from './breach-alerts.service';

/** A new finding: mail it once if it is an alert, to the affected address or the account address as preferred. */
export const onBreachAlertCreated = defineTrigger(
  'onBreachAlertCreated',
  { collection: BREACH_ALERTS_COLLECTION, on: 'insert' },
  async (event, { services }) => {
    await sendAlertMail(services, event.rowId);
  },
);
