import { describe, expect, test } from 'vitest';
import { confidenceLabel } from './confidence';
import { RISK_MODEL_VERSION } from './model';
import type { ObservedInputs, RiskActionState, RiskResult } from './model-types';
import { scoreAssessment, weightedScore } from './score';
import { bestAnswers, breach, check, cleanObserved, daysBefore, inputOf } from './testing/personas';

/** No monitored address, no checks, 2-step on here: S4 is the only observed item that counts. */
const NO_DATA: ObservedInputs = {
  verifiedMonitoredAddresses: 0,
  monitoringGap: 'no-verified-address',
  breaches: null,
  passwordChecks: [],
  twoFactor: 'totp',
};

function item(result: RiskResult, id: string) {
  return result.items.find((candidate) => candidate.id === id);
}

function state(status: RiskActionState['status']): RiskActionState {
  return {
    status,
    reason: status === 'done' ? null : 'my bank forces it',
    updatedAt: daysBefore(1),
  };
}

describe('scoreAssessment', () => {
  test('scores applicable items only: "Not sure" counts 0.25, unanswered and N/A count nothing', () => {
    const result = scoreAssessment(
      inputOf({ answers: { A1: ['unique'], A2: ['not-sure'], B4: ['na'] }, observed: NO_DATA }),
    );
    // (9·1 + 9·0.25 + 3·1 for S4) / (9 + 9 + 3)
    expect(result.raw).toBeCloseTo((100 * 14.25) / 21, 12);
    expect(result.score).toBe(68);
    expect(result.band).toBe('elevated');
    expect(result.modelVersion).toBe(RISK_MODEL_VERSION);
    expect(item(result, 'B4')?.status).toBe('na');
    expect(item(result, 'A3')?.status).toBe('unanswered');
    expect(item(result, 'S1')?.status).toBe('unavailable');
  });

  test('scores each category over its own applicable items, null when none applies', () => {
    const result = scoreAssessment(
      inputOf({ answers: { A1: ['unique'], A2: ['not-sure'] }, observed: NO_DATA }),
    );
    const byId = Object.fromEntries(result.categories.map((category) => [category.id, category]));
    expect(byId.email).toMatchObject({
      score: 62.5,
      weight: 18,
      label: 'Email and account recovery',
    });
    expect(byId.mfa).toMatchObject({ score: 100, weight: 3 });
    expect(byId.scams).toMatchObject({ score: null, weight: 0 });
  });

  test('leaves breach exposure out while the monitoring has a gap, never scoring it clean', () => {
    const noBreachData: ObservedInputs = {
      ...NO_DATA,
      verifiedMonitoredAddresses: 1,
      monitoringGap: 'no-breach-data',
    };
    const result = scoreAssessment(
      inputOf({ answers: { A1: ['unique'] }, observed: noBreachData }),
    );
    expect(item(result, 'S1')).toMatchObject({ status: 'unavailable', value: null });
    expect(item(result, 'S1')?.summary).toBe(
      'No breach data is loaded on this server yet, so your addresses cannot be checked.',
    );
    expect(item(result, 'S2')).toMatchObject({ status: 'unavailable', value: null });
    // A1 and S4 only: (9 + 3) / (9 + 3).
    expect(result.raw).toBe(100);
    // Unavailable items count 0 in confidence: S1 (6), S2 (9), S3 (6) and D2 (4), so 12 of 37.
    expect(result.confidence.value).toBeCloseTo(12 / 37, 12);
  });

  test('counts the breaches the user saved in S2 without any monitored address', () => {
    const saved: ObservedInputs = { ...NO_DATA, breaches: [breach()] };
    const result = scoreAssessment(inputOf({ answers: { A1: ['unique'] }, observed: saved }));
    expect(item(result, 'S1')?.status).toBe('unavailable');
    // One fresh password breach, unresolved: 1 − 1/2.
    expect(item(result, 'S2')).toMatchObject({ status: 'scored', value: 0.5 });
    expect(result.raw).toBeCloseTo((100 * (9 + 3 + 9 * 0.5)) / 21, 12);
    expect(result.caps.find((cap) => cap.id === 'open-serious-breach')?.triggered).toBe(true);
  });

  test('is null only when no item applies at all', () => {
    expect(weightedScore([])).toBeNull();
    expect(scoreAssessment(inputOf({ observed: NO_DATA })).score).toBe(100);
  });

  test('treats a question hidden by skip logic as not applicable, whatever is stored', () => {
    const stored = { B1: ['browser'], B5: ['neither'] };
    const hidden = scoreAssessment(inputOf({ answers: stored }));
    expect(item(hidden, 'B5')?.status).toBe('na');
    expect(hidden.raw).toBe(scoreAssessment(inputOf({ answers: { B1: ['browser'] } })).raw);
  });

  test('counts a follow-up once its gate opens, so a stored weak answer there can lower the score', () => {
    // Why the monotonicity property leaves revealed follow-ups unanswered: B1 browser → password
    // manager adds 0.8 points of B1 but brings in B5 ("neither", 3 · 0.2) at 3 of weight.
    const answers = { ...bestAnswers(), B1: ['browser'], B5: ['neither'] };
    const before = scoreAssessment(inputOf({ answers }));
    const after = scoreAssessment(inputOf({ answers: { ...answers, B1: ['password-manager'] } }));
    expect(after.raw).toBeLessThan(before.raw ?? 0);
    expect(item(after, 'B5')).toMatchObject({ status: 'scored', value: 0.2 });
  });

  test('tags measured items as verified and gives each a summary line', () => {
    const result = scoreAssessment(
      inputOf({ answers: { X2: ['two'] }, observed: cleanObserved({ breaches: [breach()] }) }),
    );
    for (const id of ['S1', 'S2', 'S3', 'S4', 'D2'])
      expect(item(result, id)?.provenance, id).toBe('verified');
    expect(item(result, 'D2')).toMatchObject({
      value: 0.5,
      summary: "You're monitoring 1 of the 2 addresses you use.",
    });
    expect(item(result, 'S2')?.summary).toBe(
      '1 unresolved breach, the newest added less than a month ago.',
    );
    expect(item(result, 'A1')?.summary).toBeNull();
  });

  test('makes D2 unavailable until X2 is answered', () => {
    expect(item(scoreAssessment(inputOf()), 'D2')?.status).toBe('unavailable');
  });
});

describe('action states', () => {
  test('"done" sets the action\'s questions to their target, attested', () => {
    const result = scoreAssessment(
      inputOf({
        answers: { A1: ['reused'] },
        actionStates: { 'secure-email': state('done'), 'enable-2fa-everywhere': state('done') },
      }),
    );
    expect(item(result, 'A1')).toMatchObject({
      value: 1,
      status: 'scored',
      provenance: 'attested',
    });
    expect(item(result, 'A4')).toMatchObject({ value: 1, provenance: 'attested' });
    expect(item(result, 'C1')).toMatchObject({ value: 1, provenance: 'attested' });
    expect(item(result, 'C2')?.status).toBe('unanswered');
  });

  test('"done" sets the target value whatever the answer, so a better answer never scores less; N/A stays', () => {
    const done = { 'email-2sv': state('done'), router: state('done') } as const;
    const withApp = scoreAssessment(
      inputOf({ answers: { A2: ['app'], H1: ['na'] }, actionStates: done }),
    );
    const withNothing = scoreAssessment(
      inputOf({ answers: { A2: ['password-only'], H1: ['na'] }, actionStates: done }),
    );
    expect(item(withNothing, 'A2')?.value).toBe(1);
    expect(item(withApp, 'A2')?.value).toBe(1);
    const result = withApp;
    expect(item(result, 'H1')?.status).toBe('na');
    expect(item(result, 'H2')?.value).toBe(1);
  });

  test('"done" never touches observed items: breach response sets D1 only', () => {
    const observed = cleanObserved({ breaches: [breach()] });
    const result = scoreAssessment(
      inputOf({
        observed,
        actionStates: { 'breach-response': state('done'), 'app-2fa': state('done') },
      }),
    );
    expect(item(result, 'D1')).toMatchObject({ value: 1, provenance: 'attested' });
    expect(item(result, 'S1')?.value).toBe(0.5);
    expect(item(result, 'S2')?.value).toBe(0.5);
    expect(result.caps[0]?.triggered).toBe(true);
  });

  test('"na" takes the action\'s questions out of the score; "accepted" changes nothing', () => {
    const answers = { ...bestAnswers(), J1: ['public'] };
    const open = scoreAssessment(inputOf({ answers }));
    const notApplicable = scoreAssessment(
      inputOf({ answers, actionStates: { 'social-privacy': state('na') } }),
    );
    const accepted = scoreAssessment(
      inputOf({ answers, actionStates: { 'social-privacy': state('accepted') } }),
    );
    expect(item(notApplicable, 'J1')?.status).toBe('na');
    expect(notApplicable.raw).toBe(
      scoreAssessment(inputOf({ answers: { ...answers, J1: ['na'] } })).raw,
    );
    expect(accepted).toEqual(open);
    const dataOnly = scoreAssessment(
      inputOf({ answers, actionStates: { 'app-2fa': state('na') } }),
    );
    expect(dataOnly.raw).toBe(open.raw);
  });
});

describe('confidence', () => {
  test('labels 0.8 and above high, 0.6 and above medium, the rest low', () => {
    expect([1, 0.8, 0.79, 0.6, 0.59, 0].map(confidenceLabel)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  test('halves "Not sure" and stale answers and counts unavailable data as 0', () => {
    const result = scoreAssessment(
      inputOf({
        answers: { A1: ['not-sure'], A2: ['sms'], A3: ['checked'] },
        answeredAt: { A1: daysBefore(1), A2: daysBefore(181), A3: daysBefore(179) },
        observed: { ...NO_DATA, passwordChecks: [check()] },
      }),
    );
    // A1 9·0.5, A2 9·0.5 (stale), A3 6·1, S4 3·1 = 18; S1 6, S2 9, S3 6 and D2 4 (no X2) unavailable: q 0.
    expect(result.confidence.value).toBeCloseTo(18 / 52, 12);
    expect(result.confidence.label).toBe('low');
    expect(item(result, 'A2')?.stale).toBe(true);
    expect(item(result, 'A3')?.stale).toBe(false);
  });

  test('is high for fresh answers with all data available', () => {
    expect(scoreAssessment(inputOf({ answers: bestAnswers() })).confidence).toEqual({
      value: 1,
      label: 'high',
    });
  });

  test('is medium for a typical quick check with a few "Not sure" answers and no password checks', () => {
    const answers = {
      X2: ['one'],
      A1: ['not-sure'],
      A2: ['sms'],
      A3: ['not-sure'],
      B1: ['browser'],
      B2: ['not-sure'],
      C1: ['banking'],
    };
    const result = scoreAssessment(
      inputOf({ answers, observed: cleanObserved({ passwordChecks: [] }) }),
    );
    // w·q: A1 9·.5, A2 9, A3 6·.5, B1 4, B2 9·.5, C1 6, D2 4, S1 6, S2 9, S4 3 = 53; S3 (6) unavailable; Σw = 71.
    expect(result.confidence.value).toBeCloseTo(53 / 71, 12);
    expect(result.confidence.label).toBe('medium');
  });
});
