import { expect, test } from 'vitest';
import { RISK_CAPS } from './caps';
import type { RiskCapId, ScoreInput } from './model-types';
import { scoreAssessment } from './score';
import { bestAnswers, breach, check, cleanObserved, daysBefore, inputOf } from './testing/personas';

function capsOf(input: ScoreInput): Record<RiskCapId, boolean> {
  const result = scoreAssessment(input);
  return Object.fromEntries(result.caps.map((cap) => [cap.id, cap.triggered])) as Record<
    RiskCapId,
    boolean
  >;
}

const best = bestAnswers();

test('publishes the three caps with their limits and reasons', () => {
  expect(RISK_CAPS.map((cap) => [cap.id, cap.limit])).toEqual([
    ['open-serious-breach', 69],
    ['pwned-password-in-use', 59],
    ['email-wide-open', 49],
  ]);
  for (const cap of RISK_CAPS)
    expect(cap.trigger.length * cap.why.length * cap.because.length).toBeGreaterThan(0);
});

test('caps at 69 for an unresolved, recent, trusted breach of passwords, money or ID data', () => {
  const withBreach = (overrides: Parameters<typeof breach>[0]) =>
    inputOf({ answers: best, observed: cleanObserved({ breaches: [breach(overrides)] }) });
  const result = scoreAssessment(withBreach({ title: 'ShopCo' }));
  expect(result.score).toBe(69);
  expect(result.caps[0]).toMatchObject({ triggered: true, binding: true });
  expect(result.caps[0]?.reason).toBe(
    'ShopCo exposed passwords, financial data or ID numbers and is not resolved.',
  );
  expect(result.capExplanation).toBe(
    'Your score would be 95 but is capped at 69 because an unresolved breach from the last 3 years exposed passwords, financial data or ID numbers.',
  );
  expect(
    capsOf(withBreach({ dataClasses: ['Bank account numbers'], addedDate: daysBefore(3 * 365) }))[
      'open-serious-breach'
    ],
  ).toBe(true);
  expect(capsOf(withBreach({ isVerified: false }))['open-serious-breach']).toBe(true);
  expect(capsOf(withBreach({ resolved: true }))['open-serious-breach']).toBe(false);
  expect(
    capsOf(withBreach({ dataClasses: ['Partial credit card data'] }))['open-serious-breach'],
  ).toBe(false);
  expect(capsOf(withBreach({ addedDate: daysBefore(3 * 365 + 10) }))['open-serious-breach']).toBe(
    false,
  );
  expect(capsOf(withBreach({ isSpamList: true }))['open-serious-breach']).toBe(false);
});

test('caps at 59 when a checked password still in use was found in breaches', () => {
  const withChecks = (checks: ReturnType<typeof check>[]) =>
    inputOf({ answers: best, observed: cleanObserved({ passwordChecks: checks }) });
  const result = scoreAssessment(withChecks([check({ label: 'Bank', pwned: true })]));
  expect(result.score).toBe(59);
  expect(result.caps[1]?.reason).toBe('Found in known breaches and still in use: Bank.');
  expect(result.capExplanation).toBe(
    'Your score would be 100 but is capped at 59 because a password you still use was found in known breaches.',
  );
  expect(capsOf(withChecks([check({ pwned: true, inUse: false })]))['pwned-password-in-use']).toBe(
    false,
  );
  expect(
    capsOf(withChecks([check({ pwned: true, checkedAt: daysBefore(200) })]))[
      'pwned-password-in-use'
    ],
  ).toBe(false);
  // A breach result nobody could get is not a leak.
  expect(capsOf(withChecks([check({ pwned: null })]))['pwned-password-in-use']).toBe(false);
});

test('caps at 49 when the email password is reused and email has no second step', () => {
  const answers = { ...best, A1: ['reused'], A2: ['password-only'] };
  const result = scoreAssessment(inputOf({ answers }));
  expect(result.score).toBe(49);
  expect(result.capExplanation).toBe(
    'Your score would be 89 but is capped at 49 because your email password is used elsewhere and your email has no 2-step sign-in.',
  );
  expect(capsOf(inputOf({ answers: { ...answers, A2: ['sms'] } }))['email-wide-open']).toBe(false);
  expect(capsOf(inputOf({ answers: { ...answers, A1: ['not-sure'] } }))['email-wide-open']).toBe(
    false,
  );
  const done = { status: 'done' as const, reason: null, updatedAt: daysBefore(1) };
  expect(capsOf(inputOf({ answers, actionStates: { 'email-2sv': done } }))['email-wide-open']).toBe(
    false,
  );
});

test('explains the lowest binding cap, and nothing when the caps change nothing', () => {
  const both = inputOf({
    answers: best,
    observed: cleanObserved({ breaches: [breach()], passwordChecks: [check({ pwned: true })] }),
  });
  expect(scoreAssessment(both).capExplanation).toMatch(/capped at 59 because a password/);
  const poorHabits = {
    ...best,
    A1: ['variation'],
    A2: ['sms'],
    A3: ['none'],
    B2: ['most'],
    C1: ['none'],
    E1: ['unsupported'],
    F1: ['click'],
    F2: ['share'],
  };
  const low = scoreAssessment(
    inputOf({ answers: poorHabits, observed: cleanObserved({ breaches: [breach()] }) }),
  );
  expect(low.caps[0]).toMatchObject({ triggered: true, binding: false });
  expect(low.capExplanation).toBeNull();
  expect(low.score).toBe(Math.round(low.raw ?? Number.NaN));
});
