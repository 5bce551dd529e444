import type { RiskItemResult, RiskResult } from './model-types';

export const CONFIDENCE_THRESHOLDS = { high: 0.8, medium: 0.6 } as const;

/** q per item (design §6.4); items that are N/A or unanswered are left out entirely. */
function certainty(item: RiskItemResult): number | null {
  switch (item.status) {
    case 'scored':
      return item.stale ? 0.5 : 1;
    case 'not-sure':
      return 0.5;
    case 'unavailable':
      return 0;
    default:
      return null;
  }
}

/**
 * conf = Σ w·q / Σ w over applicable and unavailable items: how much of the score rests on fresh,
 * certain answers and live data. It is shown next to the score and never changes it.
 */
export function confidenceOf(items: readonly RiskItemResult[]): RiskResult['confidence'] {
  let weighted = 0;
  let total = 0;
  for (const item of items) {
    const q = certainty(item);
    if (q === null) continue;
    weighted += item.weight * q;
    total += item.weight;
  }
  const value = total === 0 ? 0 : weighted / total;
  return { value, label: confidenceLabel(value) };
}

export function confidenceLabel(value: number): RiskResult['confidence']['label'] {
  if (value >= CONFIDENCE_THRESHOLDS.high) return 'high';
  return value >= CONFIDENCE_THRESHOLDS.medium ? 'medium' : 'low';
}
