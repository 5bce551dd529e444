import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openDatabase } from '@/db/client';
import { PgBoss } from 'pg-boss';
import { createQueue, inTransaction } from './job-queue';

/**
 * The embedded database has one connection, so a job written in the caller's transaction must
 * never need a second one (the start-up hang after a crash, see createQueue). Always PGlite:
 * PostgreSQL's pool would hide the fault.
 */
let database: Database;
let boss: PgBoss;

beforeAll(async () => {
  database = await openDatabase({ dataDir: '', pgliteDir: 'memory://' });
  boss = new PgBoss({ ...database.bossConnection, backend: 'pglite', schema: 'pgboss' });
  await boss.start();
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await database?.close();
});

/** Rejects instead of hanging, so a deadlock fails the test with a reason. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`still waiting after ${ms} ms: the send is deadlocked`)),
        ms,
      ),
    ),
  ]);
}

test('a job sent in a transaction right after its queue is created commits with it, on one connection', async () => {
  await createQueue(boss, 'fresh-queue', { retryLimit: 1 });
  const id = await within(
    5000,
    database.db.transaction((tx) => boss.send('fresh-queue', { n: 1 }, inTransaction(tx))),
  );
  expect(id).toEqual(expect.any(String));
  expect((await boss.getJobById('fresh-queue', id ?? ''))?.data).toEqual({ n: 1 });
});

test('a job sent in a transaction that rolls back is not kept', async () => {
  await createQueue(boss, 'rolled-back-queue');
  let sent: string | null = null;
  await expect(
    within(
      5000,
      database.db.transaction(async (tx) => {
        sent = await boss.send('rolled-back-queue', { n: 2 }, inTransaction(tx));
        throw new Error('abort after the send');
      }),
    ),
  ).rejects.toThrow('abort after the send');
  expect(sent).toEqual(expect.any(String));
  expect(await boss.getJobById('rolled-back-queue', sent ?? '')).toBeNull();
});
