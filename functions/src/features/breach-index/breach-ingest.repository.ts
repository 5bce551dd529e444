import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { breachIngest } from './breach-index.table';

export type IngestRecord = typeof breachIngest.$inferInsert;

export async function insertIngestRecord(db: AppDb, record: IngestRecord): Promise<void> {
  await db.insert(breachIngest).values(record);
}

export async function findIngestRecord(db: AppDb, id: string) {
  const [row] = await db.select().from(breachIngest).where(eq(breachIngest.id, id));
  return row;
}

/** Claims the re-check of one ingest; false when another run did it already. */
export async function markIngestChecked(db: AppDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(breachIngest)
    .set({ checkedAt: at })
    .where(and(eq(breachIngest.id, id), isNull(breachIngest.checkedAt)))
    .returning({ id: breachIngest.id });
  return rows.length === 1;
}

export async function countIndexedBreaches(db: AppDb): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${breachIngest.breachId})::int` })
    .from(breachIngest);
  return row?.count ?? 0;
}

/** Index entries (address × breach) every ingest added: a sum over a few rows, not a count of the index. */
export async function countIndexedEntries(db: AppDb): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${breachIngest.inserted}), 0)::bigint` })
    .from(breachIngest);
  return Number(row?.total ?? 0);
}
