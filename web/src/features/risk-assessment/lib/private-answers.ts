import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { CONTEXT_QUESTIONS } from '@bulwark/contracts/risk-assessment/question-bank';

/**
 * Answers the person asked us not to save ("Don't save this answer"): they live in this page's
 * memory only and never travel to the server, so they vanish when the tab closes.
 */
export interface PrivateMemory {
  answers: RiskAnswers;
  keepPrivate: boolean;
}

export const EMPTY_PRIVATE_MEMORY: PrivateMemory = { answers: {}, keepPrivate: true };

export function privateOptionIds(questionId: string): readonly string[] {
  return CONTEXT_QUESTIONS.find((question) => question.id === questionId)?.privateOptionIds ?? [];
}

/** Splits a selection into what may be saved and what stays in page memory. */
export function splitPrivate(
  questionId: string,
  optionIds: readonly string[],
  keepPrivate: boolean,
) {
  const privateIds = keepPrivate ? privateOptionIds(questionId) : [];
  return {
    saved: optionIds.filter((id) => !privateIds.includes(id)),
    kept: optionIds.filter((id) => privateIds.includes(id)),
  };
}

/** The answers as the person sees them: the saved ones with the page-memory options added back. */
export function withPrivateAnswers(answers: RiskAnswers, memory: PrivateMemory): RiskAnswers {
  const merged: RiskAnswers = { ...answers };
  for (const [questionId, kept] of Object.entries(memory.answers)) {
    if (kept.length === 0) continue;
    const order =
      CONTEXT_QUESTIONS.find((question) => question.id === questionId)?.options.map(
        (option) => option.id,
      ) ?? [];
    const combined = new Set([...(merged[questionId] ?? []), ...kept]);
    merged[questionId] = [...combined].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
  return merged;
}
