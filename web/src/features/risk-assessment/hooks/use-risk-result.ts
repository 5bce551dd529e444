import { rankActions } from '@bulwark/contracts/risk-assessment/rank-actions';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useMemo } from 'react';
import { scoreInputFor } from '../lib/score-input';

interface AnswerSet {
  answers: RiskAnswers;
  answeredAt: Record<string, string>;
}

/**
 * Scores in the browser with the shared model (the server only stores what it is computed from),
 * so an optimistic change to the cached overview re-scores at once.
 */
export function useRiskResult(answerSet: AnswerSet, overview: RiskOverview) {
  const input = useMemo(() => scoreInputFor(answerSet, overview), [answerSet, overview]);
  const result = useMemo(() => scoreAssessment(input), [input]);
  const actions = useMemo(() => rankActions(input), [input]);
  return { result, actions };
}

/** The preview while answering: the score only, no ranking (it runs the model once per action). */
export function useRiskPreview(answerSet: AnswerSet, overview: RiskOverview) {
  return useMemo(() => scoreAssessment(scoreInputFor(answerSet, overview)), [answerSet, overview]);
}
