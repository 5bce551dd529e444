import { defineFeature } from '@/platform/define-feature';
import * as callables from './breach-alerts.callables';
import { exportBreachAlerts } from './breach-alerts.service';
import { breachAlert, breachAlertSettings } from './breach-alerts.table';
import * as triggers from './breach-alerts.triggers';

/** Findings (a monitored address in a breach), the alert centre, its settings and the alert mail. */
export const breachAlertsFeature = defineFeature({
  slug: 'breach-alerts',
  callables: Object.values(callables),
  triggers: Object.values(triggers),
  tables: [breachAlert, breachAlertSettings],
  userData: { export: exportBreachAlerts },
});
