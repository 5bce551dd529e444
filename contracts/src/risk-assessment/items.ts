import { applyActionStates, type EffectiveAnswers } from './action-effects';
import { readAnswer } from './answer-values';
import type { RiskQuestion } from './catalog-types';
import { declaredAddressCount } from './context-questions';
import { FRESH_FOR_DAYS, daysBetween } from './model';
import type { RiskItemResult, ScoreInput } from './model-types';
import { passesSkipLogic, RISK_CATEGORIES, RISK_QUESTIONS } from './question-bank';
import {
  addressCoverageSummary,
  breachExposureSummary,
  checkedPasswordSummary,
  twoFactorSummary,
  unresolvedBreachSummary,
} from './signal-summaries';
import {
  addressCoverageValue,
  breachExposureValue,
  checkedPasswordValue,
  OBSERVED_ITEMS,
  type ObservedItemDescription,
  twoFactorValue,
  unresolvedBreachValue,
} from './signals';

/** Every scored item (the questions, then the observed items), category by category, questions first. */
export function evaluateItems(input: ScoreInput): RiskItemResult[] {
  const effective = applyActionStates(input.answers, input.actionStates);
  const questions = RISK_QUESTIONS.map((question) => evaluateQuestion(question, effective, input));
  const observed = evaluateObservedItems(input);
  return RISK_CATEGORIES.flatMap((category) => [
    ...questions.filter((item) => item.category === category.id),
    ...observed.filter((item) => item.category === category.id),
  ]);
}

export function isStale(isoTime: string | undefined, now: Date): boolean {
  // No timestamp means no evidence of age; staleness only ever lowers confidence.
  if (isoTime === undefined) return false;
  return daysBetween(new Date(isoTime), now) > FRESH_FOR_DAYS;
}

function evaluateQuestion(
  question: RiskQuestion,
  effective: EffectiveAnswers,
  input: ScoreInput,
): RiskItemResult {
  const base = {
    id: question.id,
    category: question.category,
    weight: question.weight,
    actionId: question.actionId,
  };
  if (question.kind === 'derived') return evaluateAddressCoverage(base, effective, input);
  const attestedAt = effective.attestedAt.get(question.id);
  const provenance = attestedAt === undefined ? 'self-reported' : 'attested';
  if (effective.notApplicable.has(question.id) || !passesSkipLogic(question, effective.answers))
    return { ...base, value: null, status: 'na', provenance, stale: false, summary: null };
  const reading = readAnswer(question, effective.answers[question.id]);
  const answered = reading.status === 'scored' || reading.status === 'not-sure';
  const stale = answered && isStale(attestedAt ?? input.answeredAt[question.id], input.now);
  return {
    ...base,
    value: reading.value,
    status: reading.status,
    provenance,
    stale,
    summary: null,
  };
}

/** D2: live data (verified addresses) against the user's own count (X2). */
function evaluateAddressCoverage(
  base: Pick<RiskItemResult, 'id' | 'category' | 'weight' | 'actionId'>,
  effective: EffectiveAnswers,
  input: ScoreInput,
): RiskItemResult {
  const declared = declaredAddressCount(effective.answers);
  const value = addressCoverageValue(input.observed.verifiedMonitoredAddresses, declared);
  return {
    ...base,
    value,
    status: value === null ? 'unavailable' : 'scored',
    provenance: 'verified',
    stale: value !== null && isStale(input.answeredAt.X2, input.now),
    summary: addressCoverageSummary(input.observed.verifiedMonitoredAddresses, declared),
  };
}

function evaluateObservedItems({ observed, now }: ScoreInput): RiskItemResult[] {
  const { monitoringGap, breaches, passwordChecks, twoFactor } = observed;
  const readings: Record<ObservedItemDescription['id'], { value: number | null; summary: string }> =
    {
      // Never a clean result nobody checked: S1 needs a check against a source with data.
      S1: {
        value: monitoringGap !== null ? null : breachExposureValue(breaches ?? [], now),
        summary: breachExposureSummary(monitoringGap, breaches, now),
      },
      // Saved breaches count in their own right, with or without monitoring.
      S2: {
        value: breaches === null ? null : unresolvedBreachValue(breaches, now),
        summary: unresolvedBreachSummary(monitoringGap, breaches, now),
      },
      S3: {
        value: checkedPasswordValue(passwordChecks, now),
        summary: checkedPasswordSummary(passwordChecks, now),
      },
      S4: { value: twoFactorValue(twoFactor), summary: twoFactorSummary(twoFactor) },
    };
  return OBSERVED_ITEMS.map((item) => {
    const { value, summary } = readings[item.id];
    return {
      id: item.id,
      category: item.category,
      weight: item.weight,
      value,
      status: value === null ? 'unavailable' : 'scored',
      provenance: 'verified',
      stale: false,
      actionId: item.actionId,
      summary,
    };
  });
}
