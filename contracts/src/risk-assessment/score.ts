import { bandFor } from './bands';
import { capLimit, evaluateCaps, explainCap } from './caps';
import { confidenceOf } from './confidence';
import { evaluateItems } from './items';
import { RISK_MODEL_VERSION } from './model';
import type { RiskCategoryResult, RiskItemResult, RiskResult, ScoreInput } from './model-types';
import { RISK_CATEGORIES } from './question-bank';

function isApplicable(item: RiskItemResult): item is RiskItemResult & { value: number } {
  return (item.status === 'scored' || item.status === 'not-sure') && item.value !== null;
}

/** 100 · Σ w·c / Σ w over applicable items; null when none applies. */
export function weightedScore(items: readonly RiskItemResult[]): number | null {
  const applicable = items.filter(isApplicable);
  const total = applicable.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return null;
  return (100 * applicable.reduce((sum, item) => sum + item.weight * item.value, 0)) / total;
}

function categoryResults(items: readonly RiskItemResult[]): RiskCategoryResult[] {
  return RISK_CATEGORIES.map((category) => {
    const inCategory = items.filter((item) => item.category === category.id);
    return {
      id: category.id,
      label: category.label,
      score: weightedScore(inCategory),
      weight: inCategory.filter(isApplicable).reduce((sum, item) => sum + item.weight, 0),
    };
  });
}

/**
 * The risk score of design §6.4: S = round(min(S_raw, lowest triggered cap)). Pure and
 * deterministic: the same input gives the same result on the server and in the browser.
 */
export function scoreAssessment(input: ScoreInput): RiskResult {
  const items = evaluateItems(input);
  const raw = weightedScore(items);
  const caps = evaluateCaps(input, items, raw);
  const capped = raw === null ? null : Math.min(raw, capLimit(caps));
  const score = capped === null ? null : Math.round(capped);
  return {
    modelVersion: RISK_MODEL_VERSION,
    raw,
    capped,
    score,
    band: score === null ? null : bandFor(score),
    caps,
    capExplanation: explainCap(raw, caps),
    categories: categoryResults(items),
    items,
    confidence: confidenceOf(items),
  };
}
