import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { contextQuestion } from './question-lookup';

interface Page {
  id: string;
  title: string;
  questionIds: readonly string[];
}

function isAnswered(answers: RiskAnswers, questionId: string): boolean {
  return (answers[questionId] ?? []).length > 0;
}

/** A page is complete when each question on it is answered (an optional context question may stay empty). */
function isPageComplete(page: Page, answers: RiskAnswers): boolean {
  return page.questionIds.every(
    (id) => isAnswered(answers, id) || contextQuestion(id)?.optional === true,
  );
}

/**
 * Where the person is, counted over the scored questions to answer (the context page has none):
 * the number of the first question on the current page, how many are answered, and each step.
 */
export function pageProgress(
  pages: readonly Page[],
  questionIds: readonly string[],
  answers: RiskAnswers,
  current: number,
) {
  const scored = new Set(questionIds);
  const before = pages
    .slice(0, current)
    .flatMap((page) => page.questionIds.filter((id) => scored.has(id)));
  const onPage = (pages[current]?.questionIds ?? []).filter((id) => scored.has(id));
  return {
    position: onPage.length > 0 ? before.length + 1 : before.length,
    answered: questionIds.filter((id) => isAnswered(answers, id)).length,
    steps: pages.map((page) => ({
      id: page.id,
      title: page.title,
      isComplete: isPageComplete(page, answers),
    })),
  };
}
