import { defineFeature } from '@/platform/define-feature';
import * as schedules from './breach-monitoring.schedules';
import * as triggers from './breach-monitoring.triggers';

/**
 * Checks every monitored address against every source: first when it is proven, then daily, and
 * at once for the addresses a newly ingested breach holds. What it finds goes to breach-alerts.
 */
export const breachMonitoringFeature = defineFeature({
  slug: 'breach-monitoring',
  triggers: Object.values(triggers),
  schedules: Object.values(schedules),
});
