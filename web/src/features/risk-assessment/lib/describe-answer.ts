import type { RiskAnswers } from '@bulwark/contracts/risk-assessment/model-types';
import { contextQuestion, scoredQuestion } from './question-lookup';
import { quizVerdicts } from './quiz-answers';

/** An answer in words for the review page; null when the question is unanswered. */
export function describeAnswer(questionId: string, answers: RiskAnswers): string | null {
  const chosen = answers[questionId] ?? [];
  const question = scoredQuestion(questionId) ?? contextQuestion(questionId);
  if (!question) return null;
  if ('kind' in question && question.kind === 'quiz' && 'quiz' in question) {
    const verdicts = quizVerdicts(chosen);
    const items = question.quiz ?? [];
    const judged = items.filter((item) => verdicts[item.id]);
    if (judged.length === 0) return null;
    const right = judged.filter((item) => verdicts[item.id] === item.answer).length;
    return `${right} of ${items.length} messages judged right${judged.length < items.length ? ` (${judged.length} answered)` : ''}`;
  }
  if (chosen.length === 0) return null;
  const labels = chosen.map(
    (id) => question.options.find((option) => option.id === id)?.label ?? id,
  );
  return labels.join('; ');
}
