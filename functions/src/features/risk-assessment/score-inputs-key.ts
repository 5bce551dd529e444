import { createHash } from 'node:crypto';
import type { ScoreInput } from '@bulwark/contracts/risk-assessment/model-types';

/** JSON with object keys in a fixed order, so equal inputs always give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function byText<T>(items: readonly T[] | null, text: (item: T) => string): T[] | null {
  return items === null
    ? null
    : [...items].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

/**
 * A fingerprint of everything a score is computed from except the clock: the answers and their
 * dates, what Bulwark observed, the action decisions, and the model. Two snapshots with the same
 * key and score say the same thing, so the history keeps only the first (no "±0" entries).
 */
export function scoreInputsKey(
  input: Omit<ScoreInput, 'now'> & { modelVersion: string; assessmentId: string },
): string {
  const observed = {
    ...input.observed,
    breaches: byText(input.observed.breaches, (breach) => breach.name),
    passwordChecks: byText(
      input.observed.passwordChecks,
      (check) => `${check.label}\u0000${check.checkedAt}`,
    ),
  };
  return createHash('sha256')
    .update(stableJson({ ...input, observed }))
    .digest('base64url');
}
