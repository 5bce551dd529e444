/**
 * Test inputs: the design's worked examples (§6.4) and the best and worst possible answers.
 * Answers are written out option by option, so renaming an option breaks these tests on purpose.
 */
import type { RiskQuestion } from '../catalog-types';
import type {
  ObservedBreach,
  ObservedInputs,
  ObservedPasswordCheck,
  RiskAnswers,
  ScoreInput,
} from '../model-types';
import { RISK_QUESTIONS } from '../question-bank';

/** The design's reference date. */
export const NOW = new Date('2026-01-15T12:00:00Z');

export function daysBefore(days: number, from: Date = NOW): string {
  return new Date(from.getTime() - days * 86_400_000).toISOString();
}

export function inputOf(partial: Partial<ScoreInput> = {}): ScoreInput {
  return {
    answers: {},
    answeredAt: {},
    observed: cleanObserved(),
    actionStates: {},
    now: NOW,
    ...partial,
  };
}

export function breach(overrides: Partial<ObservedBreach> = {}): ObservedBreach {
  return {
    name: 'ShopCo',
    title: 'ShopCo',
    dataClasses: ['Email addresses', 'Passwords'],
    addedDate: daysBefore(30),
    isVerified: true,
    isFabricated: false,
    isSpamList: false,
    resolved: false,
    ...overrides,
  };
}

export function check(overrides: Partial<ObservedPasswordCheck> = {}): ObservedPasswordCheck {
  return {
    label: 'Bank',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
    checkedAt: daysBefore(10),
    ...overrides,
  };
}

/** One verified address, no breaches, three strong checks, an authenticator app here. */
export function cleanObserved(overrides: Partial<ObservedInputs> = {}): ObservedInputs {
  return {
    verifiedMonitoredAddresses: 1,
    monitoringGap: null,
    breaches: [],
    passwordChecks: [check({ label: 'Bank' }), check({ label: 'Email' }), check({ label: 'Shop' })],
    twoFactor: 'totp',
    ...overrides,
  };
}

function numeric(value: number | 'na'): number {
  return value === 'na' ? Number.NaN : value;
}

function extremeAnswer(question: RiskQuestion, best: boolean): string[] {
  if (question.kind === 'quiz')
    return (question.quiz ?? []).map(
      (item) => `${item.id}:${best === (item.answer === 'phish') ? 'phish' : 'legit'}`,
    );
  if (question.kind === 'multi')
    return best
      ? question.options.filter((option) => !option.exclusive).map((option) => option.id)
      : [question.options.find((option) => option.exclusive)?.id ?? ''];
  const valued = question.options.filter((option) => !Number.isNaN(numeric(option.value)));
  const pick = valued.reduce((top, option) =>
    best
      ? numeric(option.value) > numeric(top.value)
        ? option
        : top
      : numeric(option.value) < numeric(top.value)
        ? option
        : top,
  );
  return [pick.id];
}

/** Every scored question answered (hidden follow-ups too) with its best or worst option. */
function extremeAnswers(best: boolean): RiskAnswers {
  return Object.fromEntries(
    RISK_QUESTIONS.filter((question) => question.kind !== 'derived').map((question) => [
      question.id,
      extremeAnswer(question, best),
    ]),
  );
}

/** Every device, the US (so I2 applies): every question applies except the follow-ups skip logic hides. */
export const EVERYTHING_APPLIES: RiskAnswers = {
  X1: ['android', 'iphone', 'windows', 'mac', 'chromeos-linux', 'smart-home'],
  X2: ['one'],
  X3: ['us'],
  X4: ['none'],
};

export function bestAnswers(context: RiskAnswers = EVERYTHING_APPLIES): RiskAnswers {
  return { ...extremeAnswers(true), ...context };
}

export function worstAnswers(context: RiskAnswers = EVERYTHING_APPLIES): RiskAnswers {
  return { ...extremeAnswers(false), ...context };
}
