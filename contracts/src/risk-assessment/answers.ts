import type { RiskAnswers } from './model-types';

/** The option ids chosen for a question; none when unanswered. */
export function chosenOptions(answers: RiskAnswers, questionId: string): readonly string[] {
  return answers[questionId] ?? [];
}

export function hasChosen(
  answers: RiskAnswers,
  questionId: string,
  optionIds: readonly string[],
): boolean {
  return chosenOptions(answers, questionId).some((id) => optionIds.includes(id));
}

/** Answered with something other than the given options (a follow-up's "only if you have one"). */
export function hasChosenOtherThan(
  answers: RiskAnswers,
  questionId: string,
  optionIds: readonly string[],
): boolean {
  return chosenOptions(answers, questionId).some((id) => !optionIds.includes(id));
}
