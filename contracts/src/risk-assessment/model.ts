/**
 * The version every score and snapshot carries (design §6.7), so history can say which rules
 * produced each number. Bump it on ANY change of questions, options, option values, weights, caps,
 * thresholds or formulas, even a "small" one: a snapshot is only comparable with another of the
 * same version. Format: year.month.patch of the change.
 */
export const RISK_MODEL_VERSION = '2026.11.3';

/** "Not sure" counts a little: it is more than "no", and it puts the item on the "Check these" list. */
export const NOT_SURE_VALUE = 0.25;

/** Answers and password checks older than this lower confidence (answers) or drop out (checks). */
export const FRESH_FOR_DAYS = 180;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}
