import { defineCallable } from '@/platform/define-callable';
import {
  discardDraft,
  getHistory,
  getOverview,
  saveAnswers,
  setActionState,
  startAssessment,
  submitAssessment,
} from './risk-assessment.service';

export const getRiskOverviewCallable = defineCallable(
  'riskAssessment.getOverview',
  { auth: 'required' },
  (_input, ctx) => getOverview(ctx),
);

export const startRiskAssessmentCallable = defineCallable(
  'riskAssessment.start',
  { auth: 'required' },
  (input, ctx) => startAssessment(ctx, input.mode),
);

export const saveRiskAnswersCallable = defineCallable(
  'riskAssessment.saveAnswers',
  { auth: 'required' },
  (input, ctx) => saveAnswers(ctx, input),
);

export const submitRiskAssessmentCallable = defineCallable(
  'riskAssessment.submit',
  { auth: 'required' },
  (input, ctx) => submitAssessment(ctx, input),
);

export const discardRiskDraftCallable = defineCallable(
  'riskAssessment.discardDraft',
  { auth: 'required' },
  (input, ctx) => discardDraft(ctx, input.id),
);

export const setRiskActionStateCallable = defineCallable(
  'riskAssessment.setActionState',
  { auth: 'required' },
  (input, ctx) => setActionState(ctx, input),
);

export const getRiskHistoryCallable = defineCallable(
  'riskAssessment.getHistory',
  { auth: 'required' },
  (_input, ctx) => getHistory(ctx),
);
