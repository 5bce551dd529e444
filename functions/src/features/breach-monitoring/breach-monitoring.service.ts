import type { AppDb } from '@/db/client';
import { listAlertedBreaches } from '@/features/breach-alerts/breach-alerts.service';
import { findBreachesByIds } from '@/features/breach-catalog/breach-catalog.service';
import { findHashes } from '@/features/breach-index/breach-index.service';
import { findOwnedHashes } from '@/features/monitored-addresses/monitored-addresses.service';
import { toHex } from '@/lib/email-hash';

/**
 * The monitoring's public side, the one module other features import: the re-check of every
 * monitored address, and what the monitoring knows about a person's addresses.
 */
export { recheckDueAddresses } from './breach-rechecks.service';

/**
 * The breaches of the addresses `owner` has proven to own, as the monitoring knows them: the
 * local index (found even before the first re-check ran) and every alert (HIBP's matches too).
 */
export async function findOwnedAddressBreaches(
  db: AppDb,
  owner: { id: string; email: string; emailVerified: boolean },
): Promise<{ verifiedAddresses: number; breachNames: string[] }> {
  const ownedHex = await findOwnedHashes(db, owner);
  const indexed = await findHashes(
    db,
    [...ownedHex].map((hex) => Buffer.from(hex, 'hex')),
  );
  const alerted = await listAlertedBreaches(db, owner.id);
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
