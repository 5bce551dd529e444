import type { AppServices } from '@/platform/context';
import {
  STATE_INDEXED_ADDRESSES,
  STATE_INDEXED_BREACHES,
  readDataState,
  writeDataState,
} from '@/features/breach-catalog/breach-catalog.service';
import { inDatabaseTransaction } from '@/db/transaction';
import { countIndexedEntries } from './breach-ingest.repository';

/**
 * The local email index's public side, the one module other features import: which breaches hold
 * an address hash, the range queries of the private check, and the ingests' records.
 */
export {
  type RangeHit,
  findHashes,
  findHashesInRanges,
  indexedBreachIdsQuery,
  isIndexedInBreach,
} from './email-index.repository';
export { findIngestRecord, markIngestChecked } from './breach-ingest.repository';

/** Collection of the change event an ingest records; its trigger re-checks monitored addresses. */
export const INGEST_COLLECTION = 'breach-ingests';

/**
 * Counts the addresses of an index ingested before that count was kept, once, from the ingest
 * records (the status reads it from the breach data state: requests cannot read the records).
 * The server runs it at start, once the catalog is loaded.
 */
export async function backfillIndexedAddressCount(
  services: Pick<AppServices, 'db'>,
): Promise<void> {
  await inDatabaseTransaction(services.db, async (tx) => {
    if (
      (await readDataState(tx, STATE_INDEXED_BREACHES)) &&
      !(await readDataState(tx, STATE_INDEXED_ADDRESSES))
    ) {
      await writeDataState(tx, STATE_INDEXED_ADDRESSES, String(await countIndexedEntries(tx)));
    }
  });
}
