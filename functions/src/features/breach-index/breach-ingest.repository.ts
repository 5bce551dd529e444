import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { breachIngest } from '@/features/breach-catalog/breach-catalog.table';

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
