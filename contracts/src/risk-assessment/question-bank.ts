import { answerProblem } from './answer-values';
import type { RiskQuestion } from './catalog-types';
import { BACKUP_QUESTIONS } from './categories/backup';
import { BREACH_QUESTIONS } from './categories/breaches';
import { DEVICE_QUESTIONS } from './categories/devices';
import { EMAIL_QUESTIONS } from './categories/email';
import { IDENTITY_QUESTIONS } from './categories/identity';
import { MFA_QUESTIONS } from './categories/mfa';
import { NETWORK_QUESTIONS } from './categories/network';
import { PASSWORD_QUESTIONS } from './categories/passwords';
import { PRIVACY_QUESTIONS } from './categories/privacy';
import { SCAM_QUESTIONS } from './categories/scams';
import { CONTEXT_QUESTIONS, creditCountry } from './context-questions';
import type { RiskAnswers, RiskCategoryId, RiskMode } from './model-types';

export type { RiskContextQuestion, RiskOption, RiskQuestion } from './catalog-types';
export { CONTEXT_QUESTIONS } from './context-questions';

export interface RiskCategory {
  id: RiskCategoryId;
  label: string;
  description: string;
}

/** The ten categories in design order (A–J); the questionnaire and the results follow it. */
export const RISK_CATEGORIES: readonly RiskCategory[] = [
  {
    id: 'email',
    label: 'Email and account recovery',
    description: 'Your email can reset every other account.',
  },
  {
    id: 'passwords',
    label: 'Passwords',
    description: 'Unique, long passwords, and what your password checks show.',
  },
  {
    id: 'mfa',
    label: 'Two-step verification',
    description: 'A second step, so a leaked password is not enough.',
  },
  {
    id: 'breaches',
    label: 'Breaches',
    description: 'Known leaks of your details, and what you do when one happens.',
  },
  {
    id: 'devices',
    label: 'Devices and software',
    description: 'Updates, screen locks and safe installs.',
  },
  {
    id: 'scams',
    label: 'Scams and phishing',
    description: 'Spotting fake messages and calls before they cost you.',
  },
  {
    id: 'backup',
    label: 'Backup and recovery kit',
    description: 'Copies of your files, and the codes that get you back in.',
  },
  {
    id: 'network',
    label: 'Home and public networks',
    description: 'Your router, Wi-Fi and smart devices, and Wi-Fi away from home.',
  },
  {
    id: 'identity',
    label: 'Money and identity',
    description: 'Alerts and checks that catch fraud in your name early.',
  },
  {
    id: 'privacy',
    label: 'Privacy and footprint',
    description: 'What you share, which apps can see it, and old accounts.',
  },
];

/** The scored questions of design §6.2 (QUESTION_COUNTS.scored), in category order. */
export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  ...EMAIL_QUESTIONS,
  ...PASSWORD_QUESTIONS,
  ...MFA_QUESTIONS,
  ...BREACH_QUESTIONS,
  ...DEVICE_QUESTIONS,
  ...SCAM_QUESTIONS,
  ...BACKUP_QUESTIONS,
  ...NETWORK_QUESTIONS,
  ...IDENTITY_QUESTIONS,
  ...PRIVACY_QUESTIONS,
];

/**
 * How many questions each mode can ask (skip logic may hide some), and how many scored items
 * there are in all: D2 is scored but worked out from data, never asked. Every page and the
 * README quote these, so no two places disagree.
 */
export const QUESTION_COUNTS = {
  quick: RISK_QUESTIONS.filter((question) => question.core && question.kind !== 'derived').length,
  full: RISK_QUESTIONS.filter((question) => question.kind !== 'derived').length,
  workedOut: RISK_QUESTIONS.filter((question) => question.kind === 'derived').length,
  scored: RISK_QUESTIONS.length,
} as const;

const QUESTIONS_BY_ID = new Map(RISK_QUESTIONS.map((question) => [question.id, question]));
const CONTEXT_BY_ID = new Map(CONTEXT_QUESTIONS.map((question) => [question.id, question]));

export function questionById(id: string): RiskQuestion | undefined {
  return QUESTIONS_BY_ID.get(id);
}

/** Skip logic: false when an earlier answer makes the question not apply (it then counts as N/A). */
export function passesSkipLogic(question: RiskQuestion, answers: RiskAnswers): boolean {
  return question.showIf?.(answers) ?? true;
}

/** The questions to ask: the quick check asks the core (★) ones only, and never the derived D2. */
export function visibleQuestions(mode: RiskMode, answers: RiskAnswers): RiskQuestion[] {
  return RISK_QUESTIONS.filter(
    (question) => (mode === 'full' || question.core) && passesSkipLogic(question, answers),
  );
}

/** The wording to show: I2 depends on the country (X3). */
export function questionPrompt(question: RiskQuestion, answers: RiskAnswers): string {
  const country = creditCountry(answers);
  return (country && question.promptByCountry?.[country]) ?? question.prompt;
}

/**
 * Context asked in each mode. X1 and X3 only decide whether non-core questions (E3, E5, H4, I2)
 * apply, so the quick check skips them. It keeps X2, which feeds D2 and so decides whether
 * "monitor all your addresses" is offered, and X4, because specialised help for people at risk
 * matters however short the check.
 */
const CONTEXT_IDS: Record<RiskMode, string[]> = {
  quick: ['X2', 'X4'],
  full: ['X1', 'X2', 'X3', 'X4'],
};

export interface QuestionnairePage {
  id: 'context' | RiskCategoryId;
  title: string;
  questionIds: string[];
}

/** Page 0 is the context; then one page per category that has a question to answer. */
export function questionnairePages(mode: RiskMode, answers: RiskAnswers): QuestionnairePage[] {
  const askable = visibleQuestions(mode, answers).filter((question) => question.kind !== 'derived');
  const categoryPages = RISK_CATEGORIES.map((category) => ({
    id: category.id,
    title: category.label,
    questionIds: askable
      .filter((question) => question.category === category.id)
      .map((question) => question.id),
  })).filter((page) => page.questionIds.length > 0);
  return [{ id: 'context', title: 'About you', questionIds: CONTEXT_IDS[mode] }, ...categoryPages];
}

export interface AnswerError {
  questionId: string;
  message: string;
}

/**
 * Everything wrong with a set of answers, in plain words; empty when they are fine. Answers to
 * questions that skip logic hides are allowed (they count as N/A), so changing an earlier answer
 * never invalidates a draft.
 */
export function validateAnswers(answers: RiskAnswers): AnswerError[] {
  return Object.entries(answers).flatMap(([questionId, optionIds]) => {
    const question = QUESTIONS_BY_ID.get(questionId) ?? CONTEXT_BY_ID.get(questionId);
    const message =
      question === undefined
        ? `There is no question "${questionId}".`
        : answerProblem(question, optionIds);
    return message === null ? [] : [{ questionId, message }];
  });
}
