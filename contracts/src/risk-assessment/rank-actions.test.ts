import { expect, test } from 'vitest';
import type { RiskActionState, ScoreInput } from './model-types';
import { notSureItems, rankActions } from './rank-actions';
import { scoreAssessment } from './score';
import { bestAnswers, breach, check, cleanObserved, daysBefore, inputOf } from './testing/personas';

function ranked(input: ScoreInput) {
  return Object.fromEntries(rankActions(input).map((action) => [action.id, action]));
}

function state(status: RiskActionState['status'], reason: string | null = null): RiskActionState {
  return { status, reason, updatedAt: daysBefore(2) };
}

test('lists every action, best gain first, then the quicker one, with its status', () => {
  const input = inputOf({
    answers: { ...bestAnswers(), A3: ['none'], H3: ['no'], F4: ['no'] },
    actionStates: { 'public-wifi': state('accepted', 'I only use my phone') },
  });
  const actions = rankActions(input);
  expect(actions).toHaveLength(29);
  expect(actions.slice(0, 3).map((action) => action.id)).toEqual([
    'recovery-options',
    'safe-word',
    'public-wifi',
  ]);
  // A3 6 points and F4 3 points of 164: 3.66 and 1.83.
  expect(actions[0]?.gain).toBeCloseTo((100 * 6) / 164, 9);
  expect(actions[1]).toMatchObject({
    gain: expect.closeTo((100 * 3) / 164, 9) as unknown,
    quickWin: true,
  });
  expect(actions[2]).toMatchObject({
    status: 'accepted',
    reason: 'I only use my phone',
    quickWin: false,
  });
  expect(actions.slice(3).every((action) => action.gain === 0 && action.status === 'open')).toBe(
    true,
  );
});

test('tags a quick win at 5 minutes or less and 1.5 points or more', () => {
  const actions = ranked(inputOf({ answers: { ...bestAnswers(), A2: ['sms'], E4: ['mostly'] } }));
  expect(actions['email-2sv']).toMatchObject({ minutes: 5, quickWin: true });
  expect(actions['safe-installs']?.gain).toBeCloseTo((100 * 2) / 164, 9);
  expect(actions['safe-installs']?.quickWin).toBe(false);
});

test('simulates the data fixes: breaches resolved, checks replaced, 2-step on, addresses verified', () => {
  const input = inputOf({
    answers: { ...bestAnswers(), X2: ['two'] },
    observed: {
      verifiedMonitoredAddresses: 1,
      monitoringGap: null,
      breaches: [breach({ dataClasses: ['Names'] })],
      passwordChecks: [
        check({ label: 'A', score: 1 }),
        check({ label: 'B', reused: true }),
        check({ label: 'C' }),
      ],
      twoFactor: 'none',
    },
  });
  const current = scoreAssessment(input).capped ?? 0;
  const gains = ranked(input);
  // A fresh names-only breach (0.25): S1 0.875 → 0.9375 (6 · 0.0625), S2 0.875 → 1 (9 · 0.125): 1.5 of 164.
  expect(gains['breach-response']?.gain).toBeCloseTo((100 * 1.5) / 164, 9);
  // S3 1 − (0.5/3 + 0.1) → 1: 6 · 0.2667.
  expect(gains['fix-checked-passwords']?.gain).toBeCloseTo((100 * 1.6) / 164, 9);
  expect(gains['app-2fa']?.gain).toBeCloseTo((100 * 3) / 164, 9);
  expect(gains['monitor-all-emails']?.gain).toBeCloseTo((100 * 2) / 164, 9);
  expect(current).toBeLessThan(100);
});

test('counts a lifted cap in the gain', () => {
  const input = inputOf({
    answers: bestAnswers(),
    observed: cleanObserved({ passwordChecks: [check({ pwned: true })] }),
  });
  expect(ranked(input)['fix-checked-passwords']?.gain).toBe(41);
});

test('ranks "monitor your addresses" first when nothing is monitored yet', () => {
  const input = inputOf({
    answers: { ...bestAnswers(), A2: ['sms'] },
    observed: {
      verifiedMonitoredAddresses: 0,
      monitoringGap: 'no-verified-address',
      breaches: null,
      passwordChecks: [],
      twoFactor: 'totp',
    },
  });
  expect(rankActions(input)[0]?.id).toBe('monitor-all-emails');
});

test('gives nothing to gain for an action marked done or not applicable, except through its data', () => {
  const input = inputOf({
    answers: { ...bestAnswers(), D1: ['nothing'], J1: ['public'] },
    observed: cleanObserved({ breaches: [breach({ dataClasses: ['Names'] })] }),
    actionStates: {
      'social-privacy': state('na', 'not on social media'),
      'breach-response': state('done'),
    },
  });
  const gains = ranked(input);
  expect(gains['social-privacy']).toMatchObject({
    gain: 0,
    status: 'na',
    reason: 'not on social media',
  });
  expect(gains['breach-response']?.status).toBe('done');
  expect(gains['breach-response']?.gain).toBeGreaterThan(0);
});

test('lists "Not sure" answers to check, heaviest first', () => {
  const result = scoreAssessment(
    inputOf({ answers: { A3: ['not-sure'], C3: ['not-sure'], B2: ['not-sure'], A1: ['unique'] } }),
  );
  expect(notSureItems(result).map((item) => [item.id, item.weight])).toEqual([
    ['B2', 9],
    ['A3', 6],
    ['C3', 3],
  ]);
});
