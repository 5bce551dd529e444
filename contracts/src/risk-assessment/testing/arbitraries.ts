import fc from 'fast-check';
import { readAnswer, type AnswerShape } from '../answer-values';
import type { RiskQuestion } from '../catalog-types';
import { CONTEXT_QUESTIONS } from '../context-questions';
import {
  RISK_ACTION_IDS,
  RISK_ACTION_STATUSES,
  type MonitoringGap,
  type ObservedBreach,
  type ObservedInputs,
  type ObservedPasswordCheck,
  type RiskActionState,
  type RiskAnswers,
  type ScoreInput,
} from '../model-types';
import { RISK_QUESTIONS } from '../question-bank';
import { daysBefore, NOW } from './personas';

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>(
    (all, item) => [...all, ...all.map((subset) => [...subset, item])],
    [[]],
  );
}

/** Every well-formed answer to a multi-select: any non-empty set of boxes, or one exclusive option. */
function multiAnswers(options: readonly { id: string; exclusive?: boolean }[]): string[][] {
  const boxes = options.filter((option) => !option.exclusive).map((option) => option.id);
  const exclusive = options.filter((option) => option.exclusive).map((option) => [option.id]);
  return [...subsets(boxes).filter((subset) => subset.length > 0), ...exclusive];
}

/** Every complete, well-formed answer to a question. */
export function candidateAnswers(question: AnswerShape): string[][] {
  if (question.kind === 'multi') return multiAnswers(question.options);
  if (question.kind === 'quiz') {
    const verdicts = (question.quiz ?? []).map((item) => [`${item.id}:phish`, `${item.id}:legit`]);
    return verdicts.reduce<string[][]>(
      (all, pair) => all.flatMap((partial) => pair.map((v) => [...partial, v])),
      [[]],
    );
  }
  return question.options.map((option) => [option.id]);
}

/** The answers that carry a value (not N/A), with that value. */
export function valuedAnswers(question: RiskQuestion): { optionIds: string[]; value: number }[] {
  return candidateAnswers(question).flatMap((optionIds) => {
    const { value } = readAnswer(question, optionIds);
    return value === null ? [] : [{ optionIds, value }];
  });
}

export const ANSWERABLE = RISK_QUESTIONS.filter((question) => question.kind !== 'derived');

const answerArbitraries = Object.fromEntries(
  [...ANSWERABLE, ...CONTEXT_QUESTIONS].map((question) => [
    question.id,
    fc.constantFrom(...candidateAnswers(question)),
  ]),
);

export const arbAnswers: fc.Arbitrary<RiskAnswers> = fc
  .record(answerArbitraries, { requiredKeys: [] })
  .map((answers) =>
    Object.fromEntries(
      Object.entries(answers).filter(
        (entry): entry is [string, string[]] => entry[1] !== undefined,
      ),
    ),
  );

const arbAnsweredAt = fc.dictionary(
  fc.constantFrom(...ANSWERABLE.map((question) => question.id)),
  fc.integer({ min: 0, max: 400 }).map((days) => daysBefore(days)),
);

const DATA_CLASSES = [
  'Passwords',
  'Credit cards',
  'Partial credit card data',
  'Phone numbers',
  'Names',
  'Email addresses',
];

export const arbBreach: fc.Arbitrary<ObservedBreach> = fc.record({
  name: fc.constantFrom('ShopCo', 'FitTrack', 'OldForum', 'MailerList'),
  title: fc.constantFrom('ShopCo', '=cmd|calc', 'Old, "quoted" forum'),
  dataClasses: fc.subarray(DATA_CLASSES),
  addedDate: fc.integer({ min: -5, max: 3000 }).map((days) => daysBefore(days)),
  isVerified: fc.boolean(),
  isFabricated: fc.integer({ min: 0, max: 9 }).map((roll) => roll === 0),
  isSpamList: fc.boolean(),
  resolved: fc.boolean(),
});

export const arbCheck: fc.Arbitrary<ObservedPasswordCheck> = fc.record({
  label: fc.constantFrom('Bank', 'Email', 'Shop', 'Work', 'Games'),
  score: fc.integer({ min: 0, max: 4 }),
  // null: recorded while the breach check was unavailable (unknown).
  pwned: fc.option(fc.boolean(), { nil: null }),
  reused: fc.boolean(),
  inUse: fc.boolean(),
  checkedAt: fc.integer({ min: 0, max: 250 }).map((days) => daysBefore(days)),
});

export const TWO_FACTOR_ORDER: ObservedInputs['twoFactor'][] = [
  'none',
  'email-otp',
  'totp',
  'passkey',
];

/**
 * Consistent with the server: without a verified address the monitoring has a gap; with a gap the
 * breaches are the saved ones (null when none is saved); without one they are known, maybe none.
 */
export const arbObserved: fc.Arbitrary<ObservedInputs> = fc
  .integer({ min: 0, max: 4 })
  .chain((verified) =>
    fc.tuple(
      fc.constant(verified),
      verified === 0
        ? fc.constant<MonitoringGap | null>('no-verified-address')
        : fc.constantFrom<MonitoringGap | null>(null, 'no-breach-data', 'not-checked-yet'),
    ),
  )
  .chain(([verified, monitoringGap]) =>
    fc.record({
      verifiedMonitoredAddresses: fc.constant(verified),
      monitoringGap: fc.constant(monitoringGap),
      breaches:
        monitoringGap === null
          ? fc.array(arbBreach, { maxLength: 5 })
          : fc.option(fc.array(arbBreach, { minLength: 1, maxLength: 5 }), { nil: null }),
      passwordChecks: fc.array(arbCheck, { maxLength: 7 }),
      twoFactor: fc.constantFrom(...TWO_FACTOR_ORDER),
    }),
  );

const arbActionState: fc.Arbitrary<RiskActionState> = fc.record({
  status: fc.constantFrom(...RISK_ACTION_STATUSES),
  reason: fc.constant(null),
  updatedAt: fc.integer({ min: 0, max: 400 }).map((days) => daysBefore(days)),
});

const arbActionStates = fc.dictionary(fc.constantFrom(...RISK_ACTION_IDS), arbActionState, {
  maxKeys: 4,
});

export const arbInput: fc.Arbitrary<ScoreInput> = fc.record({
  answers: arbAnswers,
  answeredAt: arbAnsweredAt,
  observed: arbObserved,
  actionStates: arbActionStates,
  now: fc.constant(NOW),
});
