import { defineFeature } from '@/platform/define-feature';
import * as alertCallables from '@/features/breach-alerts/breach-alerts.callables';
import {
  breachAlert,
  breachAlertSettings,
  monitoredAddress,
} from '@/features/breach-alerts/breach-alerts.table';
import * as checkCallables from './breach-catalog.callables';
import { mountBreachRoutes } from './breach-catalog.routes';
import * as schedules from '@/features/breach-monitoring/breach-monitoring.schedules';
import { breach, breachDataState, breachEmailHash, breachIngest } from './breach-catalog.table';
import * as triggers from '@/features/breach-monitoring/breach-monitoring.triggers';
import * as addressCallables from '@/features/monitored-addresses/monitored-addresses.callables';
import { exportMonitoringData } from '@/features/breach-monitoring/monitoring-data.service';

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
