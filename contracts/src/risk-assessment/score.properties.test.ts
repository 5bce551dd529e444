import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RiskQuestion } from './catalog-types';
import type { ObservedInputs, RiskAnswers, ScoreInput } from './model-types';
import { passesSkipLogic, RISK_QUESTIONS } from './question-bank';
import { scoreAssessment } from './score';
import { latestChecks } from './signals';
import {
  ANSWERABLE,
  arbBreach,
  arbCheck,
  arbInput,
  candidateAnswers,
  TWO_FACTOR_ORDER,
  valuedAnswers,
} from './testing/arbitraries';
import { bestAnswers, check, cleanObserved, inputOf, NOW, worstAnswers } from './testing/personas';
import { CONTEXT_QUESTIONS } from './context-questions';

const RUNS = { numRuns: 1500 };
/** Later than any generated check, so the added one is its label's latest. */
const NEWEST = new Date(NOW.getTime() + 1000).toISOString();
/** Sums in a different order may differ in the last bit; nothing else may lower a score. */
const EPSILON = 1e-9;

function capped(input: ScoreInput): number {
  return scoreAssessment(input).capped ?? Number.NaN;
}

function expectNotLower(before: ScoreInput, after: ScoreInput): void {
  const [was, is] = [scoreAssessment(before), scoreAssessment(after)];
  expect(is.capped ?? 0).toBeGreaterThanOrEqual((was.capped ?? 0) - EPSILON);
  expect(is.score ?? 0).toBeGreaterThanOrEqual(was.score ?? 0);
}

function withObserved(
  input: ScoreInput,
  change: (observed: ObservedInputs) => ObservedInputs,
): ScoreInput {
  return { ...input, observed: change(input.observed) };
}

/**
 * Follow-ups the better answer reveals (B1 → B5, C1 → C2, G1 → G2) are left unanswered: the
 * questionnaire asks them afresh, and a stale answer there is new information, not the improvement.
 */
function withoutRevealedFollowUps(
  answers: RiskAnswers,
  lower: RiskAnswers,
  higher: RiskAnswers,
): RiskAnswers {
  const revealed = RISK_QUESTIONS.filter(
    (q) => !passesSkipLogic(q, lower) && passesSkipLogic(q, higher),
  );
  return Object.fromEntries(
    Object.entries(answers).filter(([id]) => !revealed.some((q) => q.id === id)),
  );
}

/**
 * 1,000–1,500 generated cases a property: 1–2 s each alone, and 6.8–7.5 s in a clean-clone CI run
 * beside the integration files on two cores, over vitest's default 5 s. The cases are unchanged.
 */
const PROPERTY_TIMEOUT_MS = 20_000;

describe('score properties', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  test('stays within 0–100, rounds the capped score, and caps never raise it', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = scoreAssessment(input);
        if (result.raw === null) return expect(result.score).toBeNull();
        expect(result.raw).toBeGreaterThanOrEqual(0);
        expect(result.raw).toBeLessThanOrEqual(100 + EPSILON);
        expect(result.capped).toBeLessThanOrEqual(result.raw);
        expect(result.score).toBe(Math.round(result.capped ?? Number.NaN));
        expect(result.score).toBeLessThanOrEqual(Math.round(result.raw));
        expect(Number.isInteger(result.score)).toBe(true);
        expect(result.confidence.value).toBeGreaterThanOrEqual(0);
        expect(result.confidence.value).toBeLessThanOrEqual(1 + EPSILON);
      }),
      RUNS,
    );
  });

  test('never drops when a single answer improves', () => {
    const arbImprovement = fc
      .constantFrom(...ANSWERABLE)
      .chain((question: RiskQuestion) => {
        const valued = valuedAnswers(question);
        return fc.tuple(
          fc.constant(question),
          fc.constantFrom(...valued),
          fc.constantFrom(...valued),
        );
      })
      .filter(([, first, second]) => first.value !== second.value);
    fc.assert(
      fc.property(arbInput, arbImprovement, (input, [question, first, second]) => {
        const [lower, higher] = first.value < second.value ? [first, second] : [second, first];
        const lowerAnswers = { ...input.answers, [question.id]: lower.optionIds };
        const higherAnswers = { ...input.answers, [question.id]: higher.optionIds };
        const kept = withoutRevealedFollowUps(input.answers, lowerAnswers, higherAnswers);
        expectNotLower(
          { ...input, answers: { ...kept, [question.id]: lower.optionIds } },
          { ...input, answers: { ...kept, [question.id]: higher.optionIds } },
        );
      }),
      RUNS,
    );
  });

  test('never drops when a breach is resolved or removed', () => {
    const arbWithBreach = fc.tuple(arbInput, arbBreach).map(([input, extra]) =>
      withObserved(input, (observed) => ({
        ...observed,
        verifiedMonitoredAddresses: Math.max(1, observed.verifiedMonitoredAddresses),
        monitoringGap: null,
        breaches: [...(observed.breaches ?? []), extra],
      })),
    );
    fc.assert(
      fc.property(arbWithBreach, fc.nat(), (input, pick) => {
        const breaches = input.observed.breaches ?? [];
        const index = pick % breaches.length;
        const resolved = breaches.map((breach, at) =>
          at === index ? { ...breach, resolved: true } : breach,
        );
        expectNotLower(
          input,
          withObserved(input, (observed) => ({ ...observed, breaches: resolved })),
        );
        const removed = breaches.filter((_, at) => at !== index);
        expectNotLower(
          input,
          withObserved(input, (observed) => ({ ...observed, breaches: removed })),
        );
      }),
      RUNS,
    );
  });

  test('never drops when a password check improves', () => {
    const arbFix = fc.record({
      score: fc.integer({ min: 0, max: 4 }),
      unpwned: fc.boolean(),
      unreused: fc.boolean(),
    });
    fc.assert(
      fc.property(arbInput, arbCheck, fc.nat(), arbFix, (input, extra, pick, fix) => {
        const base = withObserved(input, (observed) => ({
          ...observed,
          passwordChecks: [...observed.passwordChecks, extra],
        }));
        const checks = base.observed.passwordChecks;
        const index = pick % checks.length;
        const improved = checks.map((item, at) =>
          at === index
            ? {
                ...item,
                score: Math.max(item.score, fix.score),
                // Replacing a leaked password; an unknown result stays unknown (learning it is
                // not an improvement, and may make S3 available at all).
                pwned: fix.unpwned && item.pwned === true ? false : item.pwned,
                reused: fix.unreused ? false : item.reused,
              }
            : item,
        );
        expectNotLower(
          base,
          withObserved(base, (observed) => ({ ...observed, passwordChecks: improved })),
        );
      }),
      RUNS,
    );
  });

  test('an unknown breach result counts as neither found nor clean', () => {
    fc.assert(
      fc.property(arbInput, arbCheck, (input, extra) => {
        const withResult = (pwned: boolean | null) =>
          withObserved(input, (observed) => ({
            ...observed,
            passwordChecks: [...observed.passwordChecks, { ...extra, pwned, checkedAt: NEWEST }],
          }));
        // Availability must not change with the result: another current check must be known.
        const others = latestChecks(withResult(null).observed.passwordChecks, input.now).filter(
          (kept) => kept.checkedAt !== NEWEST,
        );
        fc.pre(others.some((kept) => kept.pwned !== null));
        expectNotLower(withResult(true), withResult(null));
        expectNotLower(withResult(null), withResult(false));
      }),
      RUNS,
    );
  });

  test('never drops when 2-step verification here gets stronger', () => {
    fc.assert(
      fc.property(arbInput, fc.nat({ max: 3 }), fc.nat({ max: 3 }), (input, first, second) => {
        const [lower, higher] = [Math.min(first, second), Math.max(first, second)].map(
          (at) => TWO_FACTOR_ORDER[at] ?? 'none',
        );
        expectNotLower(
          withObserved(input, (observed) => ({ ...observed, twoFactor: lower ?? 'none' })),
          withObserved(input, (observed) => ({ ...observed, twoFactor: higher ?? 'none' })),
        );
      }),
      RUNS,
    );
  });

  test('never drops when more addresses are verified', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 1, max: 4 }), (input, more) => {
        const after = withObserved(input, (observed) => ({
          ...observed,
          verifiedMonitoredAddresses: observed.verifiedMonitoredAddresses + more,
          // A newly verified address is checked later, by a job: until then S1 stays unavailable.
          monitoringGap:
            observed.monitoringGap === 'no-verified-address'
              ? 'not-checked-yet'
              : observed.monitoringGap,
        }));
        expectNotLower(input, after);
      }),
      RUNS,
    );
  });

  test('gives the same score for "not applicable" as for no answer, and ignores hidden answers', () => {
    const withNa = ANSWERABLE.filter((q) => q.options.some((option) => option.id === 'na'));
    fc.assert(
      fc.property(arbInput, fc.constantFrom(...withNa), (input, question) => {
        const rest = Object.fromEntries(
          Object.entries(input.answers).filter(([id]) => id !== question.id),
        );
        // Its action marked done would answer the unanswered question (an explicit N/A is kept).
        const actionStates = { ...input.actionStates, [question.actionId]: undefined };
        const [na, skipped] = [
          scoreAssessment({ ...input, actionStates, answers: { ...rest, [question.id]: ['na'] } }),
          scoreAssessment({ ...input, actionStates, answers: rest }),
        ];
        expect(na.raw).toBe(skipped.raw);
        expect(na.categories).toEqual(skipped.categories);
        expect(na.confidence).toEqual(skipped.confidence);
      }),
      RUNS,
    );
    const followUps = ANSWERABLE.filter((q) => q.showIf !== undefined);
    fc.assert(
      fc.property(arbInput, fc.constantFrom(...followUps), fc.nat(), (input, question, pick) => {
        // Hidden by skip logic (on the answers as action states leave them) or by its action marked N/A.
        fc.pre(
          scoreAssessment(input).items.find((item) => item.id === question.id)?.status === 'na',
        );
        const options = candidateAnswers(question);
        const other = options[pick % options.length] ?? [];
        expect(capped({ ...input, answers: { ...input.answers, [question.id]: other } })).toBe(
          capped(input),
        );
      }),
      { numRuns: 1000 },
    );
  });

  test('is deterministic and leaves its input untouched', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const copy = structuredClone(input);
        expect(scoreAssessment(input)).toEqual(scoreAssessment(copy));
        expect(input).toEqual(copy);
      }),
      RUNS,
    );
  });

  test('is 100 with every best answer and every signal clean, whatever the context', () => {
    const contexts = CONTEXT_QUESTIONS.filter((q) => q.id !== 'X4').map((q) =>
      fc.constantFrom(...candidateAnswers(q)),
    );
    fc.assert(
      fc.property(fc.tuple(...contexts), fc.constantFrom('quick', 'full'), ([X1, X2, X3], mode) => {
        const best = bestAnswers({ X1: X1 ?? [], X2: X2 ?? [], X3: X3 ?? [] });
        const answers =
          mode === 'full'
            ? best
            : Object.fromEntries(
                Object.entries(best).filter(
                  ([id]) => RISK_QUESTIONS.find((q) => q.id === id)?.core ?? id.startsWith('X'),
                ),
              );
        const declared = { one: 1, two: 2, three: 3, 'four-or-more': 4 }[X2?.[0] ?? 'one'] ?? 1;
        const result = scoreAssessment(
          inputOf({ answers, observed: cleanObserved({ verifiedMonitoredAddresses: declared }) }),
        );
        expect(result.raw).toBe(100);
        expect(result.score).toBe(100);
        expect(result.band).toBe('low');
      }),
      { numRuns: 1000 },
    );
  });

  test('is 3 with every worst answer and the worst signals', () => {
    /*
     * By hand. Every question applies (all devices, US) except the follow-ups the worst answers
     * hide: B5 (no manager), C2 (no 2-step), G2 (no backup): 140 − 3 − 2 − 2 = 133 of question
     * weight, D2 included (0 of 4 addresses monitored → 0). Nothing monitored, so S1 and S2 are
     * unavailable; S3 = 0 (all weak, reused, leaked) and S4 = 0 count: Σw = 133 + 6 + 3 = 142.
     * Only options without a 0 add anything: B4 2·0.25, H1 2·0.2, H3 1·0.3, H4 2·0.2, I2 3·0.3,
     * I3 2·0.2, J2 2·0.25, J3 1·0.2 = 3.6. Raw = 100 · 3.6 / 142 = 2.54 → 3 (Critical); the 49 and
     * 59 caps are triggered but do not bind. The design's reference gives 9; it is not in the repo,
     * so which worst case it scored cannot be checked — this is what the stated formula gives.
     */
    const leaked = (label: string) => check({ label, score: 0, pwned: true, reused: true });
    const result = scoreAssessment(
      inputOf({
        answers: worstAnswers({
          X1: ['android', 'iphone', 'windows', 'mac', 'chromeos-linux', 'smart-home'],
          X2: ['four-or-more'],
          X3: ['us'],
        }),
        observed: {
          verifiedMonitoredAddresses: 0,
          monitoringGap: 'no-verified-address',
          breaches: null,
          passwordChecks: ['A', 'B', 'C'].map(leaked),
          twoFactor: 'none',
        },
      }),
    );
    expect(result.raw).toBeCloseTo(360 / 142, 12);
    expect(result.score).toBe(3);
    expect(result.band).toBe('critical');
    expect(result.caps.filter((cap) => cap.triggered).map((cap) => cap.id)).toEqual([
      'pwned-password-in-use',
      'email-wide-open',
    ]);
  });
});
