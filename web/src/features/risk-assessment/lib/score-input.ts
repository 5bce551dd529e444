import type { ScoreInput } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';

interface AnswerSet {
  answers: RiskAnswers;
  answeredAt: Record<string, string>;
}

/**
 * What the shared model scores: one set of answers (the submitted ones, or a draft for a preview)
 * with the live signals and action states. "Now" is the server's clock, so every device agrees.
 */
export function scoreInputFor(answerSet: AnswerSet, overview: RiskOverview): ScoreInput {
  return {
    answers: answerSet.answers,
    answeredAt: answerSet.answeredAt,
    observed: overview.observed,
    actionStates: overview.actionStates,
    now: new Date(overview.serverTime),
  };
}
