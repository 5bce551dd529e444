import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { scoredQuestion } from './question-lookup';

interface Page {
  questionIds: readonly string[];
}

export interface UnansweredQuestion {
  questionId: string;
  prompt: string;
  pageIndex: number;
}

/** Shown, scored, askable (not derived) and still without an answer: what the review lists. */
export function unansweredQuestions(
  pages: readonly Page[],
  visibleIds: readonly string[],
  answers: RiskAnswers,
): UnansweredQuestion[] {
  const visible = new Set(visibleIds);
  return pages.flatMap((page, pageIndex) =>
    page.questionIds.flatMap((questionId) => {
      const question = scoredQuestion(questionId);
      if (!question || question.kind === 'derived' || !visible.has(questionId)) return [];
      if ((answers[questionId] ?? []).length > 0) return [];
      return [{ questionId, prompt: question.prompt, pageIndex }];
    }),
  );
}
