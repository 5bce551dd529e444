import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { until } from '@/testing/until';
import { openDatabase, queryRows } from './client';
import { isDatabaseUnreachable } from './database-unreachable';
import { inDatabaseTransaction } from './transaction';

/**
 * PostgreSQL may end any connection (a restart, an idle time-out, an administrator): the server
 * must neither crash nor stop hearing change notices. Runs against PostgreSQL in both passes of
 * `npm test` (which starts it); PGlite has no connections to lose.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_TEST_URL;
let target: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  if (!adminUrl) throw new Error('Needs PostgreSQL: run through npm test, which starts it.');
  target = await createTestDatabase({ adminUrl });
});
afterAll(async () => {
  await target?.drop();
});

async function endEveryConnectionTo(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [new URL(url).pathname.slice(1)],
    );
    return result.rows.length;
  } finally {
    await admin.end();
  }
}

async function endConnection(processId: number): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [processId]);
  } finally {
    await admin.end();
  }
}

/** The test database, opened as the server opens it, with every lost connection collected. */
async function openCollectingErrors() {
  const url = target.url ?? '';
  const errors: Error[] = [];
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '/nonexistent',
    onConnectionError: (error) => errors.push(error),
  });
  return { url, errors, database };
}

test('losing every connection neither crashes the process nor stops queries or change notices', async () => {
  const { url, errors, database } = await openCollectingErrors();
  const heard: string[] = [];
  const listener = await database.listen('bulwark_test_channel', (payload) => heard.push(payload));
  try {
    await database.db.execute(`select 1`);
    expect(await endEveryConnectionTo(url)).toBeGreaterThanOrEqual(2);
    await until(
      () => Promise.resolve(errors.length),
      (count) => count >= 2,
    );
    expect(errors.every((error) => /terminat/i.test(error.message))).toBe(true);

    // Queries go on through fresh connections; the listener comes back and hears new notices.
    expect(await database.isMigrated()).toBe(true);
    await until(
      async () => {
        await database.db.execute(`notify bulwark_test_channel, 'after the loss'`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return heard;
      },
      (payloads) => payloads.includes('after the loss'),
      10_000,
    );
  } finally {
    await listener.stop();
    await database.close();
  }
});

test('a connection lost in the middle of a transaction fails that transaction, not the process', async () => {
  const { url, errors, database } = await openCollectingErrors();
  try {
    // The connection is checked out of the pool while the transaction runs: the server ending
    // it is reported on that connection, not on the pool.
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(`select 1`);
      await endEveryConnectionTo(url);
      await until(
        () => Promise.resolve(errors.length),
        (count) => count >= 1,
        5000,
      );
      await tx.execute(`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(errors.some((error) => /terminat/i.test(error.message))).toBe(true);
    expect(await database.isMigrated()).toBe(true);
  } finally {
    await database.close();
  }
});

test('a transaction whose connection is cut before BEGIN gives that connection back', async () => {
  const { errors, database } = await openCollectingErrors();
  const pool = (database.db._.session as unknown as { client: pg.Pool }).client;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  // The next connection handed out has its server process ended first, as a restart would.
  let cut = false;
  pool.connect = (async () => {
    const client = await connect();
    if (!cut) {
      cut = true;
      const seen = errors.length;
      await endConnection((client as unknown as { processID: number }).processID);
      await until(
        () => Promise.resolve(errors.length),
        (count) => count > seen,
        5000,
      );
    }
    return client;
  }) as typeof pool.connect;
  try {
    // BEGIN fails on the cut connection: the failure says the database went away.
    const failure = await inDatabaseTransaction(database.db, (tx) =>
      tx.execute(sql`select 1`),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(failure)).toBe(true);
    // Drizzle's own transaction kept this connection checked out, and closing the pool waited
    // for it for ever.
    expect(pool.totalCount).toBe(pool.idleCount);
    const rows = await inDatabaseTransaction(database.db, (tx) =>
      queryRows<{ one: number }>(tx, sql`select 1 as one`),
    );
    expect(rows).toEqual([{ one: 1 }]);
  } finally {
    pool.connect = connect as typeof pool.connect;
    await database.close();
  }
});
