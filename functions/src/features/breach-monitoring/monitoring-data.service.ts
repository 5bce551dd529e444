import type { AppDb } from '@/db/client';
import {
  listAlertedBreaches,
  listFindingRows,
} from '@/features/breach-alerts/breach-alerts.repository';
import { findBreachesByIds } from '@/features/breach-catalog/breach-catalog.repository';
import { toHex } from '@/lib/email-hash';
import { findHashes } from '@/features/breach-index/email-index.repository';
import {
  findOwnedHashes,
  listAddressRows,
} from '@/features/monitored-addresses/monitored-addresses.repository';

/** No user has anywhere near this many findings; the export is bounded all the same. */
const FINDINGS_EXPORTED = 10_000;

/**
 * The breaches of the addresses `owner` has proven to own, as the monitoring knows them: the
 * local index (found even before the first re-check ran) and every alert (HIBP's matches too).
 */
export async function findOwnedAddressBreaches(
  db: AppDb,
  owner: { id: string; email: string; emailVerified: boolean },
): Promise<{ verifiedAddresses: number; breachNames: string[] }> {
  const ownedHex = await findOwnedHashes(db, owner);
  const [indexed, alerted] = await Promise.all([
    findHashes(
      db,
      [...ownedHex].map((hex) => Buffer.from(hex, 'hex')),
    ),
    listAlertedBreaches(db, owner.id),
  ]);
  const indexedNames = (
    await findBreachesByIds(
      db,
      indexed.map((row) => row.breachId),
    )
  ).map((breach) => breach.name);
  const alertedNames = alerted
    .filter((row) => ownedHex.has(toHex(row.emailHash)))
    .map((row) => row.breachName);
  return {
    verifiedAddresses: ownedHex.size,
    breachNames: [...new Set([...indexedNames, ...alertedNames])],
  };
}

/** Whether the monitoring has checked any address `userId` has proven to own. */
export async function hasCheckedVerifiedAddress(db: AppDb, userId: string): Promise<boolean> {
  return (await listAddressRows(db, userId)).some(
    (row) => row.verifiedAt !== null && row.lastCheckedAt !== null,
  );
}

/** Monitored addresses and what was found for them (alerts and quiet findings) for the data export; hashes and tokens stay out. */
export async function exportMonitoringData(db: AppDb, userId: string) {
  const [addresses, alerts] = await Promise.all([
    listAddressRows(db, userId),
    listFindingRows(db, userId, FINDINGS_EXPORTED),
  ]);
  return {
    monitoredAddresses: addresses.map((row) => ({
      email: row.email,
      isAccountAddress: row.isAccount,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    breachAlerts: alerts.map((row) => ({
      breachName: row.breachName,
      maskedEmail: row.maskedEmail,
      source: row.source,
      alerted: row.quietReason === null,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}
