import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';

/** Each band from its floor to the next band's floor (100 for the top one), highest first. */
export function bandRanges() {
  const sorted = [...RISK_BANDS].sort((a, b) => b.min - a.min);
  return sorted.map((band, index) => {
    const ceiling = index === 0 ? 100 : (sorted[index - 1]?.min ?? 100);
    return { band, ceiling, highest: index === 0 ? 100 : ceiling - 1 };
  });
}

/** "✓ Low 80–100": how a band is named on the chart and in its legend. */
export function bandRangeLabel({ band, highest }: ReturnType<typeof bandRanges>[number]): string {
  return `${band.icon} ${band.label} ${band.min}–${highest}`;
}
