import { defineFeature } from '@/platform/define-feature';
import * as callables from './risk-assessment.callables';
import * as schedules from './risk-assessment.schedules';
import { riskActionState, riskAssessment, riskSnapshot } from './risk-assessment.table';
import * as triggers from './risk-assessment.triggers';
import { exportRiskData } from './risk-data-export.service';

export const riskAssessmentFeature = defineFeature({
  slug: 'risk-assessment',
  callables: Object.values(callables),
  triggers: Object.values(triggers),
  schedules: Object.values(schedules),
  tables: [riskAssessment, riskActionState, riskSnapshot],
  userData: {
    export: async (db, userId) => ({ riskAssessment: await exportRiskData(db, userId) }),
  },
});
