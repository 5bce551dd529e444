import { findUserById } from '@/auth/user.repository';
import type { AppServices } from '@/platform/context';
import {
  type AlertRow,
  isAlertable,
  isAnnounced,
  recordMatches,
} from '@/features/breach-alerts/breach-alerts.service';
import { findBreachesByIds } from '@/features/breach-catalog/breach-catalog.service';
import { findIngestRecord, markIngestChecked } from '@/features/breach-index/breach-index.service';
import {
  hibpBlockedForSeconds,
  lookUpAllSources,
} from '@/features/breach-lookup/breach-lookup.service';
import {
  type AddressRow,
  accountAddressId,
  findAddressRow,
  findAddressesDue,
  findAddressesInBreach,
  syncAccountAddress,
  syncAccountAddresses,
  updateAddress,
} from '@/features/monitored-addresses/monitored-addresses.service';

/** Addresses per batch of the re-check; each batch is its own short transaction set. */
const RECHECK_BATCH = 100;
const DAY_MS = 86_400_000;
/** A bound on one run (100,000 addresses); the next run continues where this one stopped. */
const MAX_ROUNDS = 1000;

/**
 * Checks one verified address against every source and records what is new (see recordMatches for
 * which findings are alerts). The address counts
 * as checked (`lastCheckedAt`) only when every configured source answered: one HIBP could not
 * answer stays due, so the next run asks again rather than a day later.
 */
export async function recheckAddress(
  services: AppServices,
  address: AddressRow,
): Promise<{ created: AlertRow[]; isComplete: boolean }> {
  const lookup = await lookUpAllSources(services.db, services, address.email);
  const matches = lookup.matches
    .filter(({ breach }) => isAlertable(breach))
    .map(({ breach, sources }) => ({
      breachName: breach.name,
      source: sources.includes('local') ? ('local' as const) : ('hibp' as const),
    }));
  const created = await recordMatches(services, {
    address,
    matches,
    isFirstCheck: address.lastCheckedAt === null,
  });
  const isComplete = lookup.sources.every((source) => source.status !== 'unavailable');
  if (isComplete)
    await updateAddress(services.db, address, { lastCheckedAt: services.clock.now() });
  return { created, isComplete };
}

/**
 * After an ingest: only the monitored addresses whose hash the new breach holds (the push model
 * HIBP uses with Mozilla Monitor), not a re-check of everyone. Alerts are unique per address and
 * breach, so running this twice creates nothing new. A breach that never alerts (spam list,
 * fabricated, retired) creates nothing here either, as in the re-check. Returns how many alerts
 * it raised.
 */
export async function checkIngest(services: AppServices, ingestId: string): Promise<number> {
  const ingest = await findIngestRecord(services.db, ingestId);
  if (!ingest) return 0;
  const [breach] = await findBreachesByIds(services.db, [ingest.breachId]);
  if (!breach) return 0;
  let alerts = 0;
  if (isAlertable(breach)) {
    await syncAccountAddresses(services);
    for (const address of await findAddressesInBreach(services.db, ingest.breachId)) {
      // A newly ingested breach is news even for an address never checked before.
      const matches = [{ breachName: breach.name, source: 'local' as const }];
      alerts += (await recordMatches(services, { address, matches, isFirstCheck: false })).filter(
        isAnnounced,
      ).length;
    }
  }
  await markIngestChecked(services.db, ingestId, services.clock.now());
  return alerts;
}

/** The first check of a newly verified address. */
export async function checkVerifiedAddress(
  services: AppServices,
  userId: string,
  addressId: string,
): Promise<void> {
  const address = await findAddressRow(services.db, userId, addressId);
  if (address?.verifiedAt) await recheckAddress(services, address);
}

/**
 * The first check of the account address once it is proven: its monitored row is brought in step
 * with the account first (created, or moved to a new address), then checked against every source.
 * A retried job checks again, which records nothing new.
 */
export async function checkAccountAddress(services: AppServices, userId: string): Promise<void> {
  const account = await findUserById(services.db, userId);
  if (!account?.emailVerified) return;
  await syncAccountAddress(services.db, account, services.clock.now());
  await checkVerifiedAddress(services, userId, accountAddressId(userId));
}

export interface RecheckResult {
  checked: number;
  alerts: number;
  /** Addresses left due because a source (HIBP) could not answer for them. */
  deferred: number;
  /** Why the run stopped before every due address was asked, if it did. */
  stoppedEarly?: 'hibp-blocked' | 'hibp-failing';
}

/** HIBP failing for this many addresses in a row is taken as HIBP being down: the run stops. */
const MAX_FAILURES_IN_A_ROW = 3;

/**
 * The re-check: every verified monitored address not checked in the last day, against every
 * source, in bounded batches until none is due. Account addresses are brought in first. An
 * address HIBP could not answer for stays due (and is skipped for the rest of this run). Once HIBP
 * says "retry after" for longer than the client waits, or fails several times in a row, the run
 * stops; the addresses not asked stay due and the next (hourly) run continues.
 */
export async function recheckDueAddresses(services: AppServices): Promise<RecheckResult> {
  await syncAccountAddresses(services);
  const before = new Date(services.clock.now().getTime() - DAY_MS + 60_000);
  const deferred: string[] = [];
  let checked = 0;
  let alerts = 0;
  let failuresInARow = 0;
  const outcome = (stoppedEarly?: RecheckResult['stoppedEarly']): RecheckResult => ({
    checked,
    alerts,
    deferred: deferred.length,
    ...(stoppedEarly ? { stoppedEarly } : {}),
  });
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const due = await findAddressesDue(services.db, before, RECHECK_BATCH, deferred);
    for (const address of due) {
      if (hibpBlockedForSeconds(services) > 0) return outcome('hibp-blocked');
      if (failuresInARow >= MAX_FAILURES_IN_A_ROW) return outcome('hibp-failing');
      const { created, isComplete } = await recheckAddress(services, address);
      alerts += created.filter(isAnnounced).length;
      if (isComplete) checked += 1;
      else deferred.push(address.id);
      failuresInARow = isComplete ? 0 : failuresInARow + 1;
    }
    if (due.length < RECHECK_BATCH) break;
  }
  return outcome();
}
