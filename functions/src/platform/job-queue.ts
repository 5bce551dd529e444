import { sql } from 'drizzle-orm';
import { type PgBoss, type Queue, fromDrizzle } from 'pg-boss';
import type { AppDb } from '@/db/client';

/** A job id that is never issued: reading it finds nothing. */
const NO_JOB = '00000000-0000-0000-0000-000000000000';

/** pg-boss's option to write a job in the caller's transaction, so it commits or rolls back with it. */
export function inTransaction(tx: AppDb) {
  return { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) };
}

/**
 * Creates a queue (a no-op when it exists) and puts it back in pg-boss's queue cache.
 *
 * createQueue drops the queue from that cache, and the next send looks it up again on pg-boss's
 * own connection, not the caller's. On PGlite there is one connection: a send written in the
 * caller's transaction (`inTransaction`) then waits for that transaction, which waits for the
 * send, and the process hangs for good. It did, at start-up after a crash, when the outbox
 * dispatcher sent the rows the crash had left before any worker had looked its queue up.
 */
export async function createQueue(
  boss: PgBoss,
  name: string,
  options?: Omit<Queue, 'name'>,
): Promise<void> {
  await boss.createQueue(name, options);
  // Any read through the cache refills it; this one is an index probe that finds nothing.
  await boss.getJobById(name, NO_JOB);
}
