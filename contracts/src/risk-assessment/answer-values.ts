import type { RiskOption, RiskQuestion } from './catalog-types';
import { NOT_APPLICABLE_OPTION, NOT_SURE_OPTION } from './model-types';

/** What one stored answer is worth; anything malformed reads as unanswered. */
export interface AnswerReading {
  status: 'scored' | 'not-sure' | 'na' | 'unanswered';
  value: number | null;
}

const UNANSWERED: AnswerReading = { status: 'unanswered', value: null };

/** The part of a question or context question that decides which answers are well-formed. */
export type AnswerShape = Pick<RiskQuestion, 'id' | 'kind' | 'quiz'> & {
  options: readonly { id: string; label: string; exclusive?: boolean }[];
};

/** Why an answer is malformed, in plain words, or null when it is fine. */
export function answerProblem(question: AnswerShape, optionIds: readonly string[]): string | null {
  const { id } = question;
  if (question.kind === 'derived')
    return `Question ${id} is worked out from your data and takes no answer.`;
  if (optionIds.length === 0)
    return `Question ${id} has an empty answer; choose an option or clear it.`;
  const duplicate = optionIds.find((optionId, index) => optionIds.indexOf(optionId) !== index);
  if (duplicate !== undefined) return `Question ${id} lists "${duplicate}" twice.`;
  if (question.kind === 'quiz') return quizProblem(question, optionIds);
  const unknown = optionIds.find(
    (optionId) => !question.options.some((option) => option.id === optionId),
  );
  if (unknown !== undefined) return `"${unknown}" is not one of the answers to question ${id}.`;
  if (question.kind === 'single' && optionIds.length > 1)
    return `Question ${id} takes one answer, not ${optionIds.length}.`;
  const exclusive = question.options.find(
    (option) => option.exclusive && optionIds.includes(option.id),
  );
  if (exclusive && optionIds.length > 1)
    return `"${exclusive.label}" cannot be combined with other answers to question ${id}.`;
  return null;
}

function quizProblem(question: AnswerShape, optionIds: readonly string[]): string | null {
  const items = question.quiz ?? [];
  for (const optionId of optionIds) {
    const [itemId, verdict, ...rest] = optionId.split(':');
    if (
      rest.length > 0 ||
      (verdict !== 'phish' && verdict !== 'legit') ||
      !items.some((item) => item.id === itemId)
    )
      return `"${optionId}" is not a quiz answer for question ${question.id}; use "<message>:phish" or "<message>:legit".`;
  }
  const answered = optionIds.map((optionId) => optionId.split(':')[0]);
  const twice = answered.find((itemId, index) => answered.indexOf(itemId) !== index);
  return twice === undefined
    ? null
    : `Message "${twice}" of question ${question.id} is answered twice.`;
}

/** The protection value c of an answer (design §6.2); N/A and "Not sure" keep their own status. */
export function readAnswer(
  question: RiskQuestion,
  optionIds: readonly string[] | undefined,
): AnswerReading {
  if (optionIds === undefined || answerProblem(question, optionIds) !== null) return UNANSWERED;
  if (question.kind === 'quiz') return readQuiz(question, optionIds);
  const chosen = question.options.filter((option) => optionIds.includes(option.id));
  if (question.kind === 'multi') return { status: 'scored', value: sumOfTicked(chosen) };
  const [option] = chosen;
  if (option === undefined) return UNANSWERED;
  if (option.id === NOT_APPLICABLE_OPTION || option.value === 'na')
    return { status: 'na', value: null };
  return { status: option.id === NOT_SURE_OPTION ? 'not-sure' : 'scored', value: option.value };
}

/** C1: the ticked boxes add up. Hundredths keep 0.35 + 0.30 + 0.20 + 0.15 exactly 1. */
function sumOfTicked(options: readonly RiskOption[]): number {
  const hundredths = options.reduce(
    (sum, option) => sum + (option.value === 'na' ? 0 : Math.round(option.value * 100)),
    0,
  );
  return Math.min(1, hundredths / 100);
}

/** F3: correct / 2, and only once every message has a verdict. */
function readQuiz(question: RiskQuestion, optionIds: readonly string[]): AnswerReading {
  const items = question.quiz ?? [];
  if (items.length === 0 || optionIds.length < items.length) return UNANSWERED;
  const correct = items.filter((item) => optionIds.includes(`${item.id}:${item.answer}`)).length;
  return { status: 'scored', value: correct / items.length };
}
