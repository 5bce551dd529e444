import type { ObservedBreach, ObservedInputs } from '@bulwark/contracts/risk-assessment/model-types';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { describeBreaches } from '@/features/email-breach-check/breach-catalog.service';
import { findOwnedAddressBreaches } from '@/features/email-breach-check/monitoring-data.service';
import { listChecks } from '@/features/password-strength/password-checks.service';
import { listSavedBreachStatuses } from '@/features/saved-breaches/saved-breach-records.service';

export interface SignalOwner {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/**
 * What Bulwark itself knows about the user, read fresh for every score: nothing here is
 * self-reported. A breach counts when the local index or an alert ties it to an address the user
 * has proven to own, or when the user saved it as theirs; it is resolved when marked fixed.
 */
export async function readObservedInputs(
  ctx: { db: AppDb; services: AppServices },
  owner: SignalOwner,
): Promise<ObservedInputs> {
  const [monitored, saved, checks] = await Promise.all([
    findOwnedAddressBreaches(ctx.db, owner),
    listSavedBreachStatuses(ctx.db, owner.id),
    listChecks({ db: ctx.db, userId: owner.id }),
  ]);
  const fixed = new Set(saved.filter((row) => row.status === 'fixed').map((row) => row.breachName.toLowerCase()));
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
    breaches: monitored.verifiedAddresses === 0 ? null : breaches,
    passwordChecks: checks.map(({ label, score, pwned, reused, inUse, checkedAt }) => ({
      label,
      score,
      pwned,
      reused,
      inUse,
      checkedAt,
    })),
    // Bulwark offers TOTP only; passkeys and email codes would be read here once it does.
    twoFactor: owner.twoFactorEnabled ? 'totp' : 'none',
  };
}
