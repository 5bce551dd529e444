import { defineFeature } from '@/platform/define-feature';
import * as alertCallables from './breach-alerts.callables';
import { breachAlert, breachAlertSettings, monitoredAddress } from './breach-alerts.table';
import * as checkCallables from './email-breach-check.callables';
import { mountBreachRoutes } from './email-breach-check.routes';
import * as schedules from './email-breach-check.schedules';
import { breach, breachDataState, breachEmailHash, breachIngest } from './email-breach-check.table';
import * as triggers from './email-breach-check.triggers';
import * as addressCallables from './monitored-addresses.callables';
import { exportMonitoringData } from './monitoring-data.service';

/** Breach intelligence: the catalog, the local index and its ingest, monitoring and alerts. */
export const emailBreachCheckFeature = defineFeature({
  slug: 'email-breach-check',
  callables: [
    ...Object.values(checkCallables),
    ...Object.values(addressCallables),
    ...Object.values(alertCallables),
  ],
  triggers: Object.values(triggers),
  schedules: Object.values(schedules),
  tables: [
    breach,
    breachEmailHash,
    breachDataState,
    breachIngest,
    monitoredAddress,
    breachAlert,
    breachAlertSettings,
  ],
  mountRoutes: mountBreachRoutes,
  userData: { export: exportMonitoringData },
});
