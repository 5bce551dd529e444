import { breachSeverity } from './breach-severity';
import { DAY_MS, FRESH_FOR_DAYS, daysBetween } from './model';
import type {
  ObservedBreach,
  ObservedInputs,
  ObservedPasswordCheck,
  RiskActionId,
  RiskCategoryId,
} from './model-types';

export { breachSeverity } from './breach-severity';

const AVERAGE_MONTH_DAYS = 365.2425 / 12;
/** Password checks needed before their shares mean anything (design §6.3). */
export const MIN_LABELLED_CHECKS = 3;

export interface ObservedItemDescription {
  id: 'S1' | 'S2' | 'S3' | 'S4';
  category: RiskCategoryId;
  weight: number;
  actionId: RiskActionId;
  title: string;
  /** The formula in plain words, for the "How we score" page. */
  formula: string;
}

/** The four observed items ("Verified by Bulwark"), design §6.3. */
export const OBSERVED_ITEMS: readonly ObservedItemDescription[] = [
  {
    id: 'S1',
    category: 'breaches',
    weight: 6,
    actionId: 'breach-response',
    title: 'Breach exposure',
    formula:
      'Each breach of a monitored address takes away a share: half × severity (1 for passwords, financial or ID data; 0.8 for partial card data or security answers; 0.5 for birth date, address or phone; 0.25 for the rest) × recency (1 under a year, 0.6 up to 3 years, 0.35 older) × trust (0 if fabricated, 0.3 for a spam list, 0.6 if unverified, else 1) × 0.5 once you mark it resolved. Shares multiply, so further breaches count less. Not available (left out) until a verified address has been checked against breach data on this server, unless a breach was already found for it.',
  },
  {
    id: 'S2',
    category: 'breaches',
    weight: 9,
    actionId: 'breach-response',
    title: 'Unresolved breaches',
    formula:
      '1 minus half the sum of severity × recency × trust over breaches not yet marked resolved, never below 0: two fresh password leaks bring it to 0. Breaches you saved count even while your addresses cannot be checked; with neither, it is not available.',
  },
  {
    id: 'S3',
    category: 'passwords',
    weight: 6,
    actionId: 'fix-checked-passwords',
    title: 'Checked-password health',
    formula: `From the latest check of each label in the last ${FRESH_FOR_DAYS} days, once you have at least ${MIN_LABELLED_CHECKS}: 1 minus (0.5 × the share that is weak + 0.3 × the share you reuse + 1 × the share found in breaches), between 0 and 1. A check recorded while the breach check was unavailable counts as unknown, neither found nor clean: the share found in breaches is taken over the checks whose result is known, and with none known the item is not available.`,
  },
  {
    id: 'S4',
    category: 'mfa',
    weight: 3,
    actionId: 'app-2fa',
    title: '2-step verification on this account',
    formula: '1 with an authenticator app or passkey, 0.6 with email codes, 0 when off.',
  },
];

export function monthsSince(isoDate: string, now: Date): number {
  const time = Date.parse(isoDate);
  // An unreadable date counts as new: better to over-warn than to hide a breach.
  if (Number.isNaN(time)) return 0;
  return Math.max(0, (now.getTime() - time) / DAY_MS / AVERAGE_MONTH_DAYS);
}

/** rec_b: under 12 months 1, 12 to 36 months 0.6, older 0.35. */
export function breachRecency(addedDate: string, now: Date): number {
  const months = monthsSince(addedDate, now);
  if (months < 12) return 1;
  return months <= 36 ? 0.6 : 0.35;
}

/** ver_b: how much we trust that the breach is real. */
export function breachVerification(
  breach: Pick<ObservedBreach, 'isFabricated' | 'isSpamList' | 'isVerified'>,
): number {
  if (breach.isFabricated) return 0;
  if (breach.isSpamList) return 0.3;
  return breach.isVerified ? 1 : 0.6;
}

/** sev_b · rec_b · ver_b. */
export function breachHarm(breach: ObservedBreach, now: Date): number {
  return (
    breachSeverity(breach.dataClasses) *
    breachRecency(breach.addedDate, now) *
    breachVerification(breach)
  );
}

/** S1: Π (1 − 0.5 · sev · rec · ver · res); res is 0.5 once resolved (the data stays out there). */
export function breachExposureValue(breaches: readonly ObservedBreach[], now: Date): number {
  return breaches.reduce(
    (value, breach) => value * (1 - 0.5 * breachHarm(breach, now) * (breach.resolved ? 0.5 : 1)),
    1,
  );
}

/** S2: max(0, 1 − Σ over unresolved breaches of sev · rec · ver / 2). */
export function unresolvedBreachValue(breaches: readonly ObservedBreach[], now: Date): number {
  const harm = breaches
    .filter((breach) => !breach.resolved)
    .reduce((sum, breach) => sum + breachHarm(breach, now), 0);
  return Math.max(0, 1 - harm / 2);
}

/** The latest check of each label (labels compared without case) from the last 180 days. */
export function latestChecks(
  checks: readonly ObservedPasswordCheck[],
  now: Date,
): ObservedPasswordCheck[] {
  const latest = new Map<string, ObservedPasswordCheck>();
  for (const check of checks) {
    const age = daysBetween(new Date(check.checkedAt), now);
    if (Number.isNaN(age) || age > FRESH_FOR_DAYS) continue;
    const label = check.label.trim().toLowerCase();
    const kept = latest.get(label);
    if (kept === undefined || Date.parse(check.checkedAt) >= Date.parse(kept.checkedAt))
      latest.set(label, check);
  }
  return [...latest.values()];
}

/** zxcvbn 0–2 is weak (Bitwarden's threshold). */
export function isWeakCheck(check: ObservedPasswordCheck): boolean {
  return check.score <= 2;
}

/** Whether the check's breach lookup answered (found or not); null means it was unavailable. */
export function hasKnownBreachResult(check: ObservedPasswordCheck): boolean {
  return check.pwned !== null;
}

/**
 * S3, or null (unavailable) with fewer than 3 labelled checks or when none of them has a known
 * breach result. An unknown result is neither breached nor clean: it is left out of the breach
 * share (found / known), so adding one never moves that share; weakness and reuse still count it.
 */
export function checkedPasswordValue(
  checks: readonly ObservedPasswordCheck[],
  now: Date,
): number | null {
  const current = latestChecks(checks, now);
  if (current.length < MIN_LABELLED_CHECKS) return null;
  const known = current.filter(hasKnownBreachResult);
  if (known.length === 0) return null;
  const share = (test: (check: ObservedPasswordCheck) => boolean) =>
    current.filter(test).length / current.length;
  const breachedShare = known.filter((check) => check.pwned === true).length / known.length;
  const penalty = 0.5 * share(isWeakCheck) + 0.3 * share((check) => check.reused) + breachedShare;
  return Math.min(1, Math.max(0, 1 - penalty));
}

const TWO_FACTOR_VALUES: Record<ObservedInputs['twoFactor'], number> = {
  passkey: 1,
  totp: 1,
  'email-otp': 0.6,
  none: 0,
};

/** S4. */
export function twoFactorValue(twoFactor: ObservedInputs['twoFactor']): number {
  return TWO_FACTOR_VALUES[twoFactor];
}

/** D2: min(1, verified monitored addresses / declared addresses); null until X2 is answered. */
export function addressCoverageValue(
  verifiedAddresses: number,
  declaredAddresses: number | null,
): number | null {
  if (declaredAddresses === null || declaredAddresses <= 0) return null;
  return Math.min(1, verifiedAddresses / declaredAddresses);
}
