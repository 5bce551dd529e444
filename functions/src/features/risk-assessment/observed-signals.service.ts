import type {
  MonitoringGap,
  ObservedBreach,
  ObservedInputs,
} from '@bulwark/contracts/risk-assessment/model-types';
import { hasPasskey } from '@/auth/passkey.repository';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { describeBreaches, hasBreachData } from '@/features/breach-catalog/breach-catalog.service';
import { listChecks } from '@/features/password-strength/password-checks.service';
import { listSavedBreachStatuses } from '@/features/saved-breaches/saved-breach-records.service';
import { findOwnedAddressBreaches } from '@/features/breach-monitoring/breach-monitoring.service';
import { hasCheckedVerifiedAddress } from '@/features/monitored-addresses/monitored-addresses.service';

export interface SignalOwner {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Whether the breach exposure of the user's addresses (S1) rests on a real check, read-only from
 * the monitoring. "No breaches found" must mean someone looked: with no verified address, with no
 * breach data on the server (empty local index and no HIBP key: a default install), or before any
 * verified address was checked, S1 is not available. A breach already found for an owned address
 * is a measurement whatever else holds (the local index is read directly, before the first check).
 */
async function findMonitoringGap(
  ctx: { db: AppDb; services: AppServices },
  owner: SignalOwner,
  monitored: { verifiedAddresses: number; breachNames: string[] },
): Promise<MonitoringGap | null> {
  if (monitored.verifiedAddresses === 0) return 'no-verified-address';
  if (monitored.breachNames.length > 0) return null;
  if (!(await hasBreachData(ctx))) return 'no-breach-data';
  return (await hasCheckedVerifiedAddress(ctx.db, owner.id)) ? null : 'not-checked-yet';
}

/**
 * What Bulwark itself knows about the user, read fresh for every score: nothing here is
 * self-reported. A breach counts when the local index or an alert ties it to an address the user
 * has proven to own, or when the user saved it as theirs; it is resolved when marked fixed. Saved
 * breaches count (S2) even without a verified address; S1 needs the monitoring to have checked.
 */
export async function readObservedInputs(
  ctx: { db: AppDb; services: AppServices },
  owner: SignalOwner,
): Promise<ObservedInputs> {
  // One after another: ctx.db is one transaction's connection, which answers one query at a
  // time anyway (node-postgres warns of queries sent at once on one client; pg 9 refuses them).
  const monitored = await findOwnedAddressBreaches(ctx.db, owner);
  const saved = await listSavedBreachStatuses(ctx.db, owner.id);
  const checks = await listChecks({ db: ctx.db, userId: owner.id });
  const passkey = await hasPasskey(ctx.db, owner.id);
  const monitoringGap = await findMonitoringGap(ctx, owner, monitored);
  const fixed = new Set(
    saved.filter((row) => row.status === 'fixed').map((row) => row.breachName.toLowerCase()),
  );
  const names = [...monitored.breachNames, ...saved.map((row) => row.breachName)];
  const breaches: ObservedBreach[] = (await describeBreaches(ctx, names)).map((breach) => ({
    name: breach.name,
    title: breach.title,
    dataClasses: breach.dataClasses,
    addedDate: breach.addedDate,
    isVerified: breach.isVerified,
    isFabricated: breach.isFabricated,
    isSpamList: breach.isSpamList,
    resolved: fixed.has(breach.name.toLowerCase()),
  }));
  return {
    verifiedMonitoredAddresses: monitored.verifiedAddresses,
    monitoringGap,
    // With a gap, only saved breaches are known: none saved means nothing to go on (S2 unavailable).
    breaches: monitoringGap !== null && breaches.length === 0 ? null : breaches,
    passwordChecks: checks.map(({ label, score, pwned, reused, inUse, checkedAt }) => ({
      label,
      score,
      pwned,
      reused,
      inUse,
      checkedAt,
    })),
    // The strongest the account has: a passkey resists phishing, an app's code does not.
    twoFactor: passkey ? 'passkey' : owner.twoFactorEnabled ? 'totp' : 'none',
  };
}
