import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { type AppDb, type Database, openDatabase, queryRows } from './client';
import { rawStatementOnce, statementAtCommitOnce } from './statement-once';
import { inUserTransaction } from './user-transaction';

/**
 * A signed-in call's transaction (user-transaction.ts): on PostgreSQL its `BEGIN` carries the
 * row-level-security context in one message, built by hand rather than by drizzle. The context
 * must hold inside, never outlive the transaction on a pooled connection, and a failure must roll
 * everything back. Runs on PGlite, and on PostgreSQL in the second pass of `npm test`.
 */
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let database: Database;

beforeAll(async () => {
  target = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-user-tx-'));
  database = await openDatabase({ databaseUrl: target.url, dataDir, pgliteDir: 'memory://' });
});
afterAll(async () => {
  await database?.close();
  await target?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Context {
  role: string;
  userId: string | null;
  probe: string | null;
}

/** Who a statement runs as, and the settings a transaction may have left behind. */
async function context(db: AppDb): Promise<Context> {
  const [row] = await queryRows<Context>(
    db,
    sql`select current_user as "role", nullif(current_setting('app.user_id', true), '') as "userId",
      nullif(current_setting('bulwark.probe', true), '') as probe`,
  );
  if (!row) throw new Error('no row');
  return row;
}

test('inside, statements run as the app role with the user set; after the commit, the pool is the owner again', async () => {
  const owner = await context(database.db);
  expect(owner.role).not.toBe('bulwark_app');
  for (const userId of ['user-a', 'user-b']) {
    const inside = await inUserTransaction(database.db, userId, (tx) => context(tx));
    expect(inside).toMatchObject({ role: 'bulwark_app', userId });
    // The same pooled connection serves the next query (the pool hands out its last idle one).
    expect(await context(database.db)).toEqual(owner);
  }
});

test('a user id is passed as a value, never as SQL', async () => {
  const hostile = `x', true), set_config('role', 'postgres', true) --'"\\`;
  const inside = await inUserTransaction(database.db, hostile, (tx) => context(tx));
  expect(inside).toMatchObject({ role: 'bulwark_app', userId: hostile });
});

test('work that fails rolls everything back and leaves the connection clean for the next call', async () => {
  const owner = await context(database.db);
  const failing = inUserTransaction(database.db, 'user-a', async (tx) => {
    // A session-wide setting made inside the transaction survives only if it commits.
    await tx.execute(sql`select set_config('bulwark.probe', 'left behind', false)`);
    throw new Error('the handler failed');
  });
  await expect(failing).rejects.toThrow('the handler failed');
  expect(await context(database.db)).toEqual(owner);
  const statementFails = inUserTransaction(database.db, 'user-a', (tx) =>
    tx.execute(sql`select 1 / 0`),
  );
  await expect(statementFails).rejects.toThrow(/select 1 \/ 0/);
  const next = await inUserTransaction(database.db, 'user-b', (tx) => context(tx));
  expect(next).toMatchObject({ role: 'bulwark_app', userId: 'user-b', probe: null });
  expect(await context(database.db)).toEqual(owner);
});

/** Who a statement runs as, through a statement declared to only read (declared-statements.ts). */
const readContext = rawStatementOnce<Context & { tag: string }>(
  () =>
    sql`select current_user as "role", nullif(current_setting('app.user_id', true), '') as "userId",
      nullif(current_setting('bulwark.probe', true), '') as probe, ${sql.placeholder('tag')}::text as tag`,
  { onlyReads: true },
);

/** The same, not declared: it may write, so it opens the call's transaction. */
const writeContext = rawStatementOnce<Context & { tag: string }>(
  () =>
    sql`select current_user as "role", nullif(current_setting('app.user_id', true), '') as "userId",
      set_config('bulwark.probe', 'written', false) as probe, ${sql.placeholder('tag')}::text as tag`,
);

test('reads before and after the first write, and reads at once with it, all run as the user', async () => {
  const owner = await context(database.db);
  const answers = await inUserTransaction(database.db, 'user-a', async (tx) => {
    const before = await readContext(tx, { tag: 'before' });
    const atOnce = await Promise.all([
      readContext(tx, { tag: 'with-1' }),
      writeContext(tx, { tag: 'write' }),
      readContext(tx, { tag: 'with-2' }),
    ]);
    const after = await readContext(tx, { tag: 'after' });
    return [before, ...atOnce, after].flat();
  });
  expect(answers.map((row) => [row.role, row.userId, row.tag])).toEqual(
    ['before', 'with-1', 'write', 'with-2', 'after'].map((tag) => ['bulwark_app', 'user-a', tag]),
  );
  // What the write set for the session stays only if the call commits: it did.
  expect(answers.at(-1)?.probe).toBe('written');
  await database.db.execute(sql`select set_config('bulwark.probe', '', false)`);
  expect(await context(database.db)).toEqual(owner);
});

test('a failure after reads and a write rolls the write back; the reads left nothing behind', async () => {
  const owner = await context(database.db);
  const failing = inUserTransaction(database.db, 'user-b', async (tx) => {
    await readContext(tx, { tag: 'read' });
    await writeContext(tx, { tag: 'write' });
    throw new Error('the handler failed after writing');
  });
  await expect(failing).rejects.toThrow('the handler failed after writing');
  expect(await context(database.db)).toEqual(owner);
  const reads = await inUserTransaction(database.db, 'user-a', (tx) =>
    Promise.all([readContext(tx, { tag: 'a' }), readContext(tx, { tag: 'b' })]),
  );
  expect(reads.flat().map((row) => [row.userId, row.probe, row.tag])).toEqual([
    ['user-a', null, 'a'],
    ['user-a', null, 'b'],
  ]);
  expect(await context(database.db)).toEqual(owner);
});

/** A read that fails as it runs. */
const failingRead = rawStatementOnce<{ n: number }>(
  () => sql`select 1 / ${sql.placeholder('zero')}::int as n`,
  { onlyReads: true },
);

test('on the embedded database a read is one call into PGlite, and a read that fails leaves it clean', async () => {
  if (database.kind !== 'pglite') return;
  // The client's own PGlite: the prepared-statement proxy passes a property set on it through.
  const client = (database.db._.session as unknown as { client: PGlite }).client;
  let calls = 0;
  const execProtocol = client.execProtocol.bind(client);
  client.execProtocol = (...args) => ((calls += 1), execProtocol(...args));
  try {
    await inUserTransaction(database.db, 'user-a', (tx) => readContext(tx, { tag: 'warm' }));
    calls = 0;
    const rows = await inUserTransaction(database.db, 'user-a', (tx) =>
      readContext(tx, { tag: 'one' }),
    );
    expect(rows).toEqual([{ role: 'bulwark_app', userId: 'user-a', probe: null, tag: 'one' }]);
    expect(calls).toBe(1);
    // Division by zero, found only as the read runs: after its context, in the same call.
    const failing = inUserTransaction(database.db, 'user-a', (tx) => failingRead(tx, { zero: 0 }));
    await expect(failing).rejects.toMatchObject({ cause: { message: 'division by zero' } });
  } finally {
    delete (client as Partial<PGlite>).execProtocol;
  }
  expect(await inUserTransaction(database.db, 'user-b', (tx) => context(tx))).toMatchObject({
    role: 'bulwark_app',
    userId: 'user-b',
  });
});

test('work that fails while its first write is still opening the transaction leaves nothing behind', async () => {
  const owner = await context(database.db);
  let write: Promise<unknown> | undefined;
  const failing = inUserTransaction(database.db, 'user-a', (tx) => {
    write = writeContext(tx, { tag: 'opening' }).catch((error: unknown) => error);
    return Promise.reject(new Error('failed before the write answered'));
  });
  await expect(failing).rejects.toThrow('failed before the write answered');
  await write;
  expect(await context(database.db)).toEqual(owner);
  const next = await inUserTransaction(database.db, 'user-b', (tx) => context(tx));
  expect(next).toMatchObject({ role: 'bulwark_app', userId: 'user-b', probe: null });
});

test('on the embedded database a statement sent after the call ended is refused, and opens nothing', async () => {
  if (database.kind !== 'pglite') return;
  const owner = await context(database.db);
  let late: (() => Promise<unknown>) | undefined;
  await inUserTransaction(database.db, 'user-a', (tx) => {
    late = () => writeContext(tx, { tag: 'late' });
    return readContext(tx, { tag: 'in time' });
  });
  await expect(late?.()).rejects.toMatchObject({
    cause: { message: 'The call has ended; its statement did not run.' },
  });
  // A transaction opened and never ended would hold PGlite's one connection: this would wait.
  expect(await context(database.db)).toEqual(owner);
});

/** A read that takes a while, so that statements issued with it would arrive while it runs. */
const slowRead = rawStatementOnce<{ tag: string }>(
  () => sql`select ${sql.placeholder('tag')}::text as tag from pg_sleep(0.05)`,
  { onlyReads: true },
);
/** A write whose answer nobody reads, held back for the COMMIT on PostgreSQL. */
const probeAtCommit = statementAtCommitOnce(
  () => sql`select set_config('bulwark.probe', ${sql.placeholder('probe')}::text, false)`,
);

interface ClientInternals {
  _getActiveQuery(): unknown;
  _queryQueue: unknown[];
}

test('on PostgreSQL, statements issued at once reach the connection one after another, also when one fails', async () => {
  if (database.kind !== 'postgres') return;
  const owner = await context(database.db);
  // node-postgres warns that pg@9 will refuse a query while the client runs another: each
  // connection the pool hands out records every statement that arrives while one runs.
  const overlapping: unknown[] = [];
  const watched: unknown[][] = [];
  const pool = (database.db._.session as unknown as { client: pg.Pool }).client;
  const watch = (client: pg.PoolClient) => {
    const internals = client as unknown as ClientInternals;
    const queue = internals._queryQueue;
    const push = queue.push.bind(queue);
    queue.push = (...items: unknown[]) => {
      if (internals._getActiveQuery() || queue.length > 0) overlapping.push(...items);
      return push(...items);
    };
    watched.push(queue);
  };
  pool.on('acquire', watch);
  try {
    const answers = await inUserTransaction(database.db, 'user-a', (tx) =>
      Promise.all([
        slowRead(tx, { tag: 'first' }),
        writeContext(tx, { tag: 'write' }),
        probeAtCommit(tx, { probe: 'at commit' }),
        slowRead(tx, { tag: 'in the transaction' }),
        readContext(tx, { tag: 'last' }),
      ]),
    );
    // The held-back write answers nothing.
    expect(answers.flat().map((row) => row?.tag)).toEqual([
      'first',
      'write',
      undefined,
      'in the transaction',
      'last',
    ]);
    expect(await context(database.db)).toMatchObject({ probe: 'at commit' });
    await database.db.execute(sql`select set_config('bulwark.probe', '', false)`);

    // One fails at once while another still runs: the rollback waits for it.
    const failing = inUserTransaction(database.db, 'user-b', async (tx) => {
      await writeContext(tx, { tag: 'write' });
      return Promise.all([
        failingRead(tx, { zero: 0 }),
        slowRead(tx, { tag: 'after the failure' }),
      ]);
    });
    await expect(failing).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    expect(await context(database.db)).toEqual(owner);
  } finally {
    pool.off('acquire', watch);
    for (const queue of watched) Reflect.deleteProperty(queue, 'push');
  }
  expect(watched.length).toBeGreaterThanOrEqual(2);
  expect(overlapping).toEqual([]);
});
