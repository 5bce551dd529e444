import { type SQL, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AppDb, executeCount } from '@/db/client';
import { breachEmailHash } from './breach-index.table';

export const HASH_BYTES = 20;
/** 6 hex characters = the first 3 bytes of the hash. */
const PREFIX_BYTES = 3;

export interface IndexedHash {
  hash: Buffer;
  breachId: number;
}

/** A hit of a range query: the full hash as 40 upper-case hex digits, the form answers use. */
export interface RangeHit {
  hashHex: string;
  breachId: number;
}

/**
 * The hex bounds [low, high) of every hash that starts with `prefixHex` (6 hex digits). Above the
 * last prefix, 21 bytes of 0xFF is beyond any 20-byte hash.
 */
function prefixBounds(prefixHex: string): { low: string; high: string } {
  const value = Number.parseInt(prefixHex, 16);
  if (value === 0xffffff) return { low: prefixHex, high: 'ff'.repeat(HASH_BYTES + 1) };
  return { low: prefixHex, high: (value + 1).toString(16).padStart(PREFIX_BYTES * 2, '0') };
}

function prepareRangesQuery(db: AppDb) {
  return db
    .select({
      hashHex: sql<string>`upper(encode(indexed.hash, 'hex'))`,
      breachId: sql<number>`indexed.breach_id`,
    })
    .from(
      sql`unnest(${sql.placeholder('lows')}::text[], ${sql.placeholder('highs')}::text[]) as bounds (low, high)
          cross join lateral (
            select hash, breach_id from breach_email_hash
            where hash >= decode(bounds.low, 'hex') and hash < decode(bounds.high, 'hex')
            order by hash, breach_id) as indexed`,
    )
    .prepare('breach_email_ranges');
}

const rangeQueries = new WeakMap<AppDb, ReturnType<typeof prepareRangesQuery>>();

/**
 * Every (hash, breach id) whose hash starts with one of the prefixes (6 hex digits each), in key
 * order: one index-only range scan of the primary key per prefix, in one named prepared statement
 * (parsed and planned once per connection), because this is the hot path of every private check
 * and the range endpoint asks for many prefixes at once (range-lookup.ts). Hashes come back as
 * hex text, the form the answer needs (PGlite parses bytea slowly, character by character).
 */
export async function findHashesInRanges(db: AppDb, prefixesHex: string[]): Promise<RangeHit[]> {
  if (prefixesHex.length === 0) return [];
  let query = rangeQueries.get(db);
  if (!query) {
    query = prepareRangesQuery(db);
    rangeQueries.set(db, query);
  }
  const bounds = prefixesHex.map(prefixBounds);
  return query.execute({
    lows: bounds.map((bound) => bound.low),
    highs: bounds.map((bound) => bound.high),
  });
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

/** The breach ids the index holds any of `hashes` in (a query of one bytea column), for another feature's statement. */
export function indexedBreachIdsQuery(hashes: SQL): SQL {
  return sql`select ${breachEmailHash.breachId} from ${breachEmailHash} where ${breachEmailHash.hash} in (${hashes})`;
}

/**
 * A condition for another feature's query: the index holds `hashColumn`'s hash for this breach.
 * A semi-join on the primary key (hash, breach id): one index probe per row of that query.
 */
export function isIndexedInBreach(hashColumn: PgColumn, breachId: number): SQL {
  return sql`exists (select from ${breachEmailHash}
    where ${breachEmailHash.hash} = ${hashColumn} and ${breachEmailHash.breachId} = ${breachId})`;
}

/**
 * Where an ingest collects its hashes before merging them into the index: a temporary table
 * (this session only, no WAL, local buffers that leave the index's shared buffers alone, gone at
 * commit or on a crash). Random SHA-1 keys inserted straight into a primary key larger than
 * shared_buffers touch pages all over it; collected first, they go in once, in key order.
 */
export async function createStagingTable(tx: AppDb): Promise<void> {
  // The planner would otherwise JIT-compile the merge for ~150 ms.
  await tx.execute(sql`set local jit = off`);
  // Sorting the merge: beyond this, PostgreSQL sorts in temporary files (measured no slower).
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(
    sql`create temporary table breach_email_hash_staging (hash bytea not null) on commit drop`,
  );
}

/**
 * Adds a batch of hashes (packed, 20 bytes each) to the staging table. The batch travels as one
 * parameter cut apart in SQL, because a parameter per row would cap a statement at 65,535 values
 * and cost far more to encode. It travels as hex text: PGlite encodes a bytea parameter one byte
 * at a time in JavaScript, which halved its ingest rate and added hundreds of MB of garbage, and
 * PostgreSQL takes the hex just as fast (measured: 32 s for 10 million either way).
 */
export async function stageHashes(tx: AppDb, packed: Buffer): Promise<void> {
  const count = packed.length / HASH_BYTES;
  if (count === 0) return;
  await tx.execute(
    sql`insert into breach_email_hash_staging (hash)
        select substring(batch.bytes from i * ${HASH_BYTES}::int + 1 for ${HASH_BYTES}::int)
        from (select decode(${packed.toString('hex')}::text, 'hex') as bytes) as batch,
             generate_series(0, ${count - 1}::int) as i`,
  );
}

/**
 * Moves the staged hashes of one breach into the index, each once and in key order, skipping
 * those already there; returns how many were new. The table lock lets readers in but keeps other
 * writers (a second ingest) out until commit, so the anti-join is exact without ON CONFLICT,
 * whose speculative insertion doubled the cost of every row.
 */
export async function mergeStagedHashes(tx: AppDb, breachId: number): Promise<number> {
  // Temporary tables are never analysed automatically; the planner needs their size.
  await tx.execute(sql`analyze breach_email_hash_staging`);
  await tx.execute(sql`lock table breach_email_hash in share row exclusive mode`);
  return executeCount(
    tx,
    sql`insert into breach_email_hash (hash, breach_id)
        select distinct staged.hash, ${breachId}::int
        from breach_email_hash_staging as staged
        where not exists (
          select from breach_email_hash as indexed
          where indexed.hash = staged.hash and indexed.breach_id = ${breachId}::int)
        order by 1`,
  );
}

/**
 * After a large ingest: statistics for the planner, and the visibility map that lets a range
 * query read the primary key alone (index-only scan). PGlite runs no autovacuum at all, and on
 * PostgreSQL it would come minutes later. VACUUM cannot run inside a transaction.
 */
export async function refreshIndexStatistics(db: AppDb): Promise<void> {
  await db.execute(sql`vacuum (analyze) breach_email_hash`);
}
