import { DAY_MS, FRESH_FOR_DAYS } from '@bulwark/contracts/risk-assessment/model';
import { formatDate } from '@/lib/format-date';

/** The answer's date when it is older than 180 days ("re-confirm"), else null. Lowers confidence only. */
export function staleAnswerDate(answeredAt: string | undefined, now: Date): string | null {
  if (!answeredAt) return null;
  const age = now.getTime() - new Date(answeredAt).getTime();
  return age > FRESH_FOR_DAYS * DAY_MS ? formatDate(answeredAt) : null;
}
