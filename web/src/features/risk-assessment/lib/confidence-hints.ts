import type { RiskMode, RiskResult } from '@bulwark/contracts/risk-assessment/model-types';

export const CONFIDENCE_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What would raise the confidence, in the order that helps most: the formula's q-values, in words. */
export function confidenceHints(result: RiskResult, mode: RiskMode): string[] {
  const hints: string[] = [];
  const unanswered = result.items.filter(
    (item) => item.status === 'unanswered' && item.provenance !== 'verified',
  );
  const notSure = result.items.filter((item) => item.status === 'not-sure');
  const stale = result.items.filter((item) => item.stale && item.status !== 'na');
  const unavailable = result.items.filter((item) => item.status === 'unavailable');
  if (mode === 'quick')
    hints.push('Take the full assessment: more of your protections get counted.');
  else if (unanswered.length > 0)
    hints.push(`Answer the ${plural(unanswered.length, 'question', 'questions')} you skipped.`);
  if (notSure.length > 0)
    hints.push(
      `Find out the ${plural(notSure.length, '“Not sure” answer', '“Not sure” answers')} (see “Check these”).`,
    );
  if (stale.length > 0)
    hints.push(`Re-confirm ${plural(stale.length, 'answer', 'answers')} older than 6 months.`);
  if (unavailable.length > 0) {
    hints.push(
      'Let Bulwark measure more: monitor your email addresses and record a few password checks.',
    );
  }
  return hints;
}
