import type { AppServices } from '@/platform/context';
import { recheckAddress, recordMatches } from './breach-alerts.service';
import { findBreachesByIds } from './breach-catalog.repository';
import { findIngestRecord, markIngestChecked } from './breach-ingest.repository';
import {
  findAddressRow,
  findAddressesDue,
  findAddressesInBreach,
  findUnsyncedAccounts,
  syncAccountAddress,
} from './monitored-addresses.repository';

/** Addresses per batch of the daily re-check; each batch is its own short transaction set. */
const RECHECK_BATCH = 100;
const DAY_MS = 86_400_000;
/** A bound on one run (100,000 addresses); the next day's run continues where this one stopped. */
const MAX_ROUNDS = 1000;

/**
 * After an ingest: only the monitored addresses whose hash the new breach holds (the push model
 * HIBP uses with Mozilla Monitor), not a re-check of everyone. Alerts are unique per address and
 * breach, so running this twice creates nothing new.
 */
export async function checkIngest(services: AppServices, ingestId: string): Promise<number> {
  const ingest = await findIngestRecord(services.db, ingestId);
  if (!ingest) return 0;
  const [breach] = await findBreachesByIds(services.db, [ingest.breachId]);
  if (!breach) return 0;
  let created = 0;
  for (const address of await findAddressesInBreach(services.db, ingest.breachId)) {
    created += (await recordMatches(services, address, [{ breachName: breach.name, source: 'local' }])).length;
  }
  await markIngestChecked(services.db, ingestId, services.clock.now());
  return created;
}

/** The first check of a newly verified address. */
export async function checkVerifiedAddress(services: AppServices, userId: string, addressId: string): Promise<void> {
  const address = await findAddressRow(services.db, userId, addressId);
  if (address?.verifiedAt) await recheckAddress(services, address);
}

/**
 * The daily re-check: every verified monitored address not checked in the last day, against
 * every source, in bounded batches until none is due. Account addresses are brought in first.
 */
export async function recheckDueAddresses(services: AppServices): Promise<{ checked: number; alerts: number }> {
  const now = services.clock.now();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const accounts = await findUnsyncedAccounts(services.db, RECHECK_BATCH);
    for (const account of accounts) await syncAccountAddress(services.db, { ...account, emailVerified: true }, now);
    if (accounts.length < RECHECK_BATCH) break;
  }
  const before = new Date(now.getTime() - DAY_MS + 60_000);
  let checked = 0;
  let alerts = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const due = await findAddressesDue(services.db, before, RECHECK_BATCH);
    for (const address of due) {
      alerts += (await recheckAddress(services, address)).length;
      checked += 1;
    }
    if (due.length < RECHECK_BATCH) break;
  }
  return { checked, alerts };
}
