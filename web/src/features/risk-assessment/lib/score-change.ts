import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';

export interface ScoreChange {
  /** Current score minus the score it is compared with. */
  delta: number;
  /** When that earlier score was recorded. */
  since: string;
}

/**
 * How the current score compares with "last time": the snapshot before the one that recorded the
 * current score. When the newest snapshot does not hold the current score yet (it is recorded a
 * moment after a change), the newest snapshot is last time. Null before there is a last time.
 */
export function scoreChange(
  current: number,
  snapshots: readonly RiskSnapshot[],
): ScoreChange | null {
  const newest = snapshots.at(-1);
  if (!newest) return null;
  const baseline = newest.score === current ? snapshots.at(-2) : newest;
  return baseline ? { delta: current - baseline.score, since: baseline.computedAt } : null;
}
