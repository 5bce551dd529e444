import { defineFeature } from '@/platform/define-feature';
import { exportSavedBreaches } from './saved-breach-records.service';
import * as callables from './saved-breaches.callables';
import {
  exposureSummary,
  savedBreach,
  savedBreachEvent,
  savedBreachStep,
} from './saved-breaches.table';
import * as triggers from './saved-breaches.triggers';

export const savedBreachesFeature = defineFeature({
  slug: 'saved-breaches',
  callables: Object.values(callables),
  triggers: Object.values(triggers),
  tables: [savedBreach, savedBreachStep, savedBreachEvent, exposureSummary],
  userData: {
    export: async (db, userId) => ({ savedBreaches: await exportSavedBreaches(db, userId) }),
  },
});
