import { defineFeature } from '@/platform/define-feature';
import * as callables from './feedback.callables';
import { listAllFeedback } from './feedback.service';
import { feedback } from './feedback.table';
import * as triggers from './feedback.triggers';

export const feedbackFeature = defineFeature({
  slug: 'feedback',
  callables: Object.values(callables),
  triggers: Object.values(triggers),
  tables: [feedback],
  userData: { export: async (db, userId) => ({ feedback: await listAllFeedback(db, userId) }) },
});
