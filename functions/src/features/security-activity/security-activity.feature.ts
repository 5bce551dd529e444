import { defineFeature } from '@/platform/define-feature';
import * as callables from './security-activity.callables';
import { mountNotMeRoute } from './security-activity.routes';
import * as schedules from './security-activity.schedules';
import { exportSecurityActivity } from './security-activity.service';
import { securityEvent } from './security-activity.table';

export const securityActivityFeature = defineFeature({
  slug: 'security-activity',
  callables: Object.values(callables),
  schedules: Object.values(schedules),
  tables: [securityEvent],
  mountRoutes: mountNotMeRoute,
  userData: {
    export: async (db, userId) => ({
      securityActivity: await exportSecurityActivity(db, userId),
    }),
  },
});
