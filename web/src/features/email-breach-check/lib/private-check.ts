import {
  BREACH_RANGE_PREFIX_LENGTH,
  type BreachRange,
  type BreachSummary,
  isHiddenByDefault,
} from '@bulwark/contracts/schemas/breach.schema';
import { hashEmailAddress } from './email-hash';

export interface PrivateCheckResult {
  breaches: BreachSummary[];
  /** Retired, fabricated and spam-list breaches left out unless asked for. */
  hiddenByDefault: number;
  checkedAt: string;
}

export interface PrivateCheckDeps {
  fetchRange: (prefix: string) => Promise<BreachRange>;
  describeBreaches: (names: string[]) => Promise<BreachSummary[]>;
}

/**
 * The private check (k-anonymity): hash in the browser, send only the first 6 hex characters,
 * finish the match here. The catalog entries are asked for every breach the range named, not only
 * the matching ones, so that request reveals nothing more than the prefix did.
 */
export async function checkEmailPrivately(
  email: string,
  options: { includeHidden: boolean },
  deps: PrivateCheckDeps,
): Promise<PrivateCheckResult> {
  const hash = await hashEmailAddress(email);
  const range = await deps.fetchRange(hash.slice(0, BREACH_RANGE_PREFIX_LENGTH));
  const everyName = [...new Set(range.entries.flatMap((entry) => entry.breaches))];
  const suffix = hash.slice(BREACH_RANGE_PREFIX_LENGTH);
  const matched = new Set(range.entries.find((entry) => entry.suffix === suffix)?.breaches ?? []);
  const described = everyName.length > 0 ? await deps.describeBreaches(everyName) : [];
  const found = described.filter((breach) => matched.has(breach.name));
  const visible = options.includeHidden
    ? found
    : found.filter((breach) => !isHiddenByDefault(breach));
  visible.sort((a, b) => b.breachDate.localeCompare(a.breachDate) || a.name.localeCompare(b.name));
  return {
    breaches: visible,
    hiddenByDefault: found.length - visible.length,
    checkedAt: new Date().toISOString(),
  };
}
