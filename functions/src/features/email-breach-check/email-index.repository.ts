import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { type AppDb, queryRows } from '@/db/client';
import { breachEmailHash } from './email-breach-check.table';

export const HASH_BYTES = 20;
/** 6 hex characters = the first 3 bytes of the hash. */
const PREFIX_BYTES = 3;

export interface IndexedHash {
  hash: Buffer;
  breachId: number;
}

/**
 * The byte range [low, high) holding every hash that starts with `prefix` (3 bytes). Above the
 * last prefix, 21 bytes of 0xFF is beyond any 20-byte hash.
 */
function prefixBounds(prefix: Buffer): { low: Buffer; high: Buffer } {
  const value = prefix.readUIntBE(0, PREFIX_BYTES);
  if (value === 0xffffff) return { low: prefix, high: Buffer.alloc(HASH_BYTES + 1, 0xff) };
  const high = Buffer.alloc(PREFIX_BYTES);
  high.writeUIntBE(value + 1, 0, PREFIX_BYTES);
  return { low: prefix, high };
}

function prepareRangeQuery(db: AppDb) {
  return db
    .select({ hash: breachEmailHash.hash, breachId: breachEmailHash.breachId })
    .from(breachEmailHash)
    .where(and(gte(breachEmailHash.hash, sql.placeholder('low')), lt(breachEmailHash.hash, sql.placeholder('high'))))
    .orderBy(breachEmailHash.hash, breachEmailHash.breachId)
    .prepare('breach_email_range');
}

const rangeQueries = new WeakMap<AppDb, ReturnType<typeof prepareRangeQuery>>();

/**
 * Every (hash, breach id) whose hash starts with the 3-byte prefix: one index-only range scan of
 * the primary key, as a named prepared statement (parsed and planned once per connection),
 * because this is the hot path of every private check.
 */
export async function findHashesInRange(db: AppDb, prefix: Buffer): Promise<IndexedHash[]> {
  let query = rangeQueries.get(db);
  if (!query) {
    query = prepareRangeQuery(db);
    rangeQueries.set(db, query);
  }
  const rows = await query.execute(prefixBounds(prefix));
  return rows.map((row) => ({ hash: Buffer.from(row.hash), breachId: row.breachId }));
}

/** The breaches of these full hashes (a handful at a time: monitored addresses, one check). */
export async function findHashes(db: AppDb, hashes: Buffer[]): Promise<IndexedHash[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .select({ hash: breachEmailHash.hash, breachId: breachEmailHash.breachId })
    .from(breachEmailHash)
    .where(inArray(breachEmailHash.hash, hashes));
  return rows.map((row) => ({ hash: Buffer.from(row.hash), breachId: row.breachId }));
}

/**
 * Adds a batch of hashes for one breach; returns how many were new. The batch travels as one
 * bytea parameter (20 bytes a hash) cut apart in SQL, because a parameter per row would cap a
 * statement at 65,535 values and cost far more to encode. Rows go in key order, so the batch
 * walks the primary key once instead of jumping around it.
 */
export async function insertHashes(db: AppDb, breachId: number, packed: Buffer): Promise<number> {
  const count = packed.length / HASH_BYTES;
  if (count === 0) return 0;
  return db.transaction(async (tx) => {
    // Re-running the ingest restores anything a crash lost, so batches need not wait for the
    // WAL flush; the run's record is written later with a normal, durable commit. The planner
    // would otherwise JIT-compile every batch for ~150 ms.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`set local jit = off`);
    // Sorting a 250,000-row batch in memory rather than in temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    const rows = await queryRows<{ inserted: number }>(
      tx,
      sql`with added as (
            insert into breach_email_hash (hash, breach_id)
            select substring(${packed}::bytea from i * ${HASH_BYTES}::int + 1 for ${HASH_BYTES}::int), ${breachId}::int
            from generate_series(0, ${count - 1}::int) as i
            order by 1
            on conflict do nothing
            returning 1)
          select count(*)::int as inserted from added`,
    );
    return rows[0]?.inserted ?? 0;
  });
}

/**
 * After a large ingest: statistics for the planner, and the visibility map that lets a range
 * query read the primary key alone (index-only scan). PGlite runs no autovacuum at all, and on
 * PostgreSQL it would come minutes later. VACUUM cannot run inside a transaction.
 */
export async function refreshIndexStatistics(db: AppDb): Promise<void> {
  await db.execute(sql`vacuum (analyze) breach_email_hash`);
}

/** Bytes the index takes on disk (table and its key), for the benchmark's bytes-per-address. */
export async function measureIndexSize(db: AppDb): Promise<{ bytes: number; rows: number }> {
  const rows = await queryRows<{ bytes: string; rows: string }>(
    db,
    sql`select pg_total_relation_size('breach_email_hash')::text as bytes,
               (select count(*) from breach_email_hash)::text as rows`,
  );
  return { bytes: Number(rows[0]?.bytes ?? 0), rows: Number(rows[0]?.rows ?? 0) };
}
