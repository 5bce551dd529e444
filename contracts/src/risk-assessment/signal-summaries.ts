import {
  breachHarm,
  hasKnownBreachResult,
  isWeakCheck,
  latestChecks,
  MIN_LABELLED_CHECKS,
  monthsSince,
} from './signals';
import type {
  MonitoringGap,
  ObservedBreach,
  ObservedInputs,
  ObservedPasswordCheck,
} from './model-types';

/** One line per observed item, e.g. "2 unresolved breaches, the newest added 3 months ago." */

function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

function ago(months: number): string {
  if (months < 1) return 'less than a month ago';
  if (months < 24) return `${plural(Math.floor(months), 'month')} ago`;
  return `${plural(Math.floor(months / 12), 'year')} ago`;
}

function newest(breaches: readonly ObservedBreach[], now: Date): string {
  const months = Math.min(...breaches.map((breach) => monthsSince(breach.addedDate, now)));
  return `the newest added ${ago(months)}`;
}

/** Fabricated breaches count for nothing, so they are not counted in the summaries either. */
function counted(breaches: readonly ObservedBreach[], now: Date): ObservedBreach[] {
  return breaches.filter((breach) => breachHarm(breach, now) > 0);
}

/** Plain reasons S1 is not available (shown after "Not available — left out of the score."). */
export const MONITORING_GAP_REASONS: Record<MonitoringGap, string> = {
  'no-verified-address': 'No verified address is monitored yet.',
  'no-breach-data':
    'No breach data is loaded on this server yet, so your addresses cannot be checked.',
  'not-checked-yet':
    'Your monitored addresses have not been checked yet; this counts after their first check.',
};

export function breachExposureSummary(
  monitoringGap: MonitoringGap | null,
  breaches: readonly ObservedBreach[] | null,
  now: Date,
): string {
  if (monitoringGap !== null) return MONITORING_GAP_REASONS[monitoringGap];
  const found = counted(breaches ?? [], now);
  if (found.length === 0) return 'No breaches found for your monitored addresses.';
  const resolved = found.filter((breach) => breach.resolved).length;
  return `${plural(found.length, 'breach', 'breaches')} found (${resolved} resolved), ${newest(found, now)}.`;
}

export function unresolvedBreachSummary(
  monitoringGap: MonitoringGap | null,
  breaches: readonly ObservedBreach[] | null,
  now: Date,
): string {
  if (breaches === null)
    return `${MONITORING_GAP_REASONS[monitoringGap ?? 'no-verified-address']} Breaches you save count here too.`;
  const open = counted(breaches, now).filter((breach) => !breach.resolved);
  if (open.length === 0)
    return monitoringGap === null
      ? 'No unresolved breaches.'
      : 'No unresolved breaches among the ones you saved.';
  return `${plural(open.length, 'unresolved breach', 'unresolved breaches')}, ${newest(open, now)}.`;
}

export function checkedPasswordSummary(
  checks: readonly ObservedPasswordCheck[],
  now: Date,
): string {
  const current = latestChecks(checks, now);
  if (current.length < MIN_LABELLED_CHECKS)
    return `Check at least ${MIN_LABELLED_CHECKS} passwords, each with its own label, to count this (${current.length} so far).`;
  const weak = current.filter(isWeakCheck).length;
  const reused = current.filter((check) => check.reused).length;
  const pwned = current.filter((check) => check.pwned === true).length;
  const unknown = current.filter((check) => !hasKnownBreachResult(check)).length;
  const checked = `${plural(current.length, 'password')} checked: ${weak} weak, ${reused} reused`;
  if (unknown === current.length)
    return `${checked}; whether any appears in breaches is unknown, as the breach check was unavailable. Check them again to count this.`;
  if (unknown > 0)
    return `${checked}, ${pwned} found in breaches, ${unknown} not checked against breaches (unknown).`;
  return `${checked}, ${pwned} found in breaches.`;
}

const TWO_FACTOR_SUMMARIES: Record<ObservedInputs['twoFactor'], string> = {
  passkey: 'Two-step sign-in is on for this account (passkey).',
  totp: 'Two-step sign-in is on for this account (authenticator app).',
  'email-otp': 'Two-step sign-in for this account uses email codes.',
  none: 'Two-step sign-in is off for this account.',
};

export function twoFactorSummary(twoFactor: ObservedInputs['twoFactor']): string {
  return TWO_FACTOR_SUMMARIES[twoFactor];
}

export function addressCoverageSummary(
  verifiedAddresses: number,
  declaredAddresses: number | null,
): string {
  if (declaredAddresses === null) return 'Tell us how many email addresses you use to count this.';
  if (verifiedAddresses >= declaredAddresses)
    return declaredAddresses === 1
      ? "You're monitoring the address you use."
      : `You're monitoring all ${declaredAddresses} addresses you use.`;
  const monitored = verifiedAddresses === 0 ? 'none' : String(verifiedAddresses);
  return `You're monitoring ${monitored} of the ${plural(declaredAddresses, 'address', 'addresses')} you use.`;
}
