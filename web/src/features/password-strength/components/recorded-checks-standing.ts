import { daysBetween, FRESH_FOR_DAYS } from '@bulwark/contracts/risk-assessment/model';
import { latestChecks, MIN_LABELLED_CHECKS } from '@bulwark/contracts/risk-assessment/signals';
import type { PasswordCheck } from '@bulwark/contracts/schemas/password-check.schema';

export type CheckStanding = 'counts' | 'superseded' | 'expired';

export { FRESH_FOR_DAYS as CHECK_WINDOW_DAYS, MIN_LABELLED_CHECKS as MIN_CHECK_LABELS };

/**
 * Whether the risk model reads each check, asked of the model itself (latest per label, recent
 * enough), so this list can never disagree with the score.
 */
export function checkStandings(
  checks: readonly PasswordCheck[],
  now: Date,
): Map<string, CheckStanding> {
  const counted = new Set(latestChecks(checks, now));
  return new Map(
    checks.map((check) => {
      if (counted.has(check)) return [check.id, 'counts'];
      const isExpired = daysBetween(new Date(check.checkedAt), now) > FRESH_FOR_DAYS;
      return [check.id, isExpired ? 'expired' : 'superseded'];
    }),
  );
}
