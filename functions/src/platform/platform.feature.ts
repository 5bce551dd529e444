import { defineFeature } from './define-feature';
import * as schedules from './maintenance.schedules';
import { outbox, sharedRateLimit } from './platform.table';

/** The platform's own tables and clean-up, declared like a feature's so nothing lists them apart. */
export const platformFeature = defineFeature({
  slug: 'platform',
  schedules: Object.values(schedules),
  tables: [outbox, sharedRateLimit],
});
