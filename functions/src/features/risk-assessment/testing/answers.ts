import {
  type RiskQuestion,
  RISK_QUESTIONS,
  visibleQuestions,
} from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskAnswers, RiskMode } from '@bulwark/contracts/risk-assessment/model-types';

function numericValue(value: number | 'na'): number {
  return value === 'na' ? -1 : value;
}

/** The answer that protects best (or worst) for one question, as the questionnaire would send it. */
export function extremeAnswer(question: RiskQuestion, pick: 'best' | 'worst'): string[] | null {
  if (question.kind === 'derived') return null;
  if (question.kind === 'quiz') {
    return (question.quiz ?? []).map((item) => {
      const wrong = item.answer === 'phish' ? 'legit' : 'phish';
      return `${item.id}:${pick === 'best' ? item.answer : wrong}`;
    });
  }
  const scored = question.options.filter((option) => option.value !== 'na');
  if (question.kind === 'multi' && pick === 'best') {
    return scored
      .filter((option) => !option.exclusive && numericValue(option.value) > 0)
      .map((option) => option.id);
  }
  const sorted = [...scored].sort((a, b) => numericValue(a.value) - numericValue(b.value));
  const chosen = pick === 'best' ? sorted.at(-1) : sorted[0];
  return chosen ? [chosen.id] : null;
}

/** Answers to every question the mode shows (skip logic follows the answers as they fill in). */
export function answersFor(
  mode: RiskMode,
  pick: 'best' | 'worst',
  context: RiskAnswers = {},
): RiskAnswers {
  const answers: RiskAnswers = { ...context };
  // Two passes: an answer can reveal a follow-up question (B1 → B5, G1 → G2).
  for (let pass = 0; pass < 2; pass += 1) {
    for (const question of visibleQuestions(mode, answers)) {
      const answer = extremeAnswer(question, pick);
      if (answer) answers[question.id] = answer;
    }
  }
  return answers;
}

export function question(id: string): RiskQuestion {
  const found = RISK_QUESTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
}
