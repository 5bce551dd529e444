import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { type AppDb, type Database, openDatabase, queryRows } from './client';
import { rawStatementOnce, statementAtCommitOnce } from './statement-once';
import { inUserTransaction } from './user-transaction';

/**
 * A signed-in call on PostgreSQL (decision 036): the row-level-security context travels with the
 * call's first statement, a statement known to only read runs in a transaction of its own, and
 * the transaction opens with the first statement that may write; a statement whose answer nobody
 * reads goes with the COMMIT (decision 037). Counted in round trips (one ReadyForQuery each). Runs
 * against PostgreSQL in both passes of `npm test` (which starts it).
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_TEST_URL;
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let database: Database;
let roundTrips = 0;

beforeAll(async () => {
  if (!adminUrl) throw new Error('Needs PostgreSQL: run through npm test, which starts it.');
  target = await createTestDatabase({ adminUrl });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-pipelined-'));
  database = await openDatabase({ databaseUrl: target.url, dataDir });
  const pool = (database.db._.session as unknown as { client: pg.Pool }).client;
  const counted = new WeakSet<object>();
  pool.on('acquire', (client) => {
    const { connection } = client as unknown as { connection: NodeJS.EventEmitter };
    if (counted.has(connection)) return;
    counted.add(connection);
    connection.on('readyForQuery', () => (roundTrips += 1));
  });
  // Two tables of the test's own, without row-level security, that the request role may write:
  // `rows_written` as a handler's write, `changes_logged` as the outbox. Its key checked at
  // COMMIT lets a test make the COMMIT itself fail.
  await database.db.execute(sql`create table rows_written (id text primary key, user_id text)`);
  await database.db.execute(sql`create table changes_logged (
    id text primary key, user_id text,
    unique_at_commit text unique deferrable initially deferred)`);
  await database.db.execute(
    sql`grant select, insert on rows_written, changes_logged to bulwark_app`,
  );
});
afterAll(async () => {
  await database?.close();
  await target?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Context {
  role: string;
  userId: string | null;
  tag: string;
}

const CONTEXT_COLUMNS = sql`current_user as "role",
  nullif(current_setting('app.user_id', true), '') as "userId"`;

/** Who a statement runs as, through a statement marked as only reading. */
const readContext = rawStatementOnce<Context>(
  () => sql`select ${CONTEXT_COLUMNS}, ${sql.placeholder('tag')}::text as tag`,
  { onlyReads: true },
);

/** The same, not marked: it may write, so it opens the call's transaction. */
const writeContext = rawStatementOnce<Context>(
  () => sql`select ${CONTEXT_COLUMNS}, ${sql.placeholder('tag')}::text || '' as tag`,
);

async function ownerContext(db: AppDb) {
  const [row] = await queryRows<Context>(db, sql`select ${CONTEXT_COLUMNS}, '' as tag`);
  return row;
}

async function counting<T>(run: () => Promise<T>): Promise<{ result: T; trips: number }> {
  const before = roundTrips;
  const result = await run();
  return { result, trips: roundTrips - before };
}

test('a read marked as only reading is one round trip, as the user, and leaves nothing behind', async () => {
  const owner = await ownerContext(database.db);
  expect(owner?.role).not.toBe('bulwark_app');
  for (const userId of ['user-a', 'user-b', 'user-a']) {
    const { result, trips } = await counting(() =>
      inUserTransaction(database.db, userId, (tx) => readContext(tx, { tag: userId })),
    );
    expect(result).toEqual([{ role: 'bulwark_app', userId, tag: userId }]);
    expect(trips).toBe(1);
    // The pool hands out its last idle connection: the same one, owner again.
    expect(await ownerContext(database.db)).toEqual(owner);
  }
});

test('a user id is bound as a value, never spliced into SQL', async () => {
  const hostile = `x', true), set_config('role', 'postgres', true) --'"\\`;
  const rows = await inUserTransaction(database.db, hostile, (tx) =>
    readContext(tx, { tag: 'hostile' }),
  );
  expect(rows).toEqual([{ role: 'bulwark_app', userId: hostile, tag: 'hostile' }]);
});

test('reads and a write: each read alone, then BEGIN with the write, then COMMIT', async () => {
  const { result, trips } = await counting(() =>
    inUserTransaction(database.db, 'user-a', async (tx) => {
      const first = await readContext(tx, { tag: 'one' });
      const second = await readContext(tx, { tag: 'two' });
      const written = await writeContext(tx, { tag: 'three' });
      const after = await readContext(tx, { tag: 'four' });
      return [first, second, written, after].flat().map((row) => [row.userId, row.tag]);
    }),
  );
  expect(result).toEqual([
    ['user-a', 'one'],
    ['user-a', 'two'],
    ['user-a', 'three'],
    ['user-a', 'four'],
  ]);
  // Two reads alone, the write with BEGIN and the context, the read after it, COMMIT.
  expect(trips).toBe(5);
});

test('what follows the first write is in its transaction: a failure rolls it all back', async () => {
  const owner = await ownerContext(database.db);
  const failing = inUserTransaction(database.db, 'user-a', async (tx) => {
    await readContext(tx, { tag: 'before' });
    await writeContext(tx, { tag: 'opens' });
    // A session-wide setting survives only if the transaction commits.
    await tx.execute(sql`select set_config('bulwark.probe', ${'left behind'}, false)`);
    throw new Error('the handler failed');
  });
  await expect(failing).rejects.toThrow('the handler failed');
  const [probe] = await queryRows<{ probe: string | null }>(
    database.db,
    sql`select nullif(current_setting('bulwark.probe', true), '') as probe`,
  );
  expect(probe).toEqual({ probe: null });
  expect(await ownerContext(database.db)).toEqual(owner);
});

test('a read that fails leaves the connection clean, and its statement runs again', async () => {
  const owner = await ownerContext(database.db);
  const broken = rawStatementOnce<{ n: number }>(
    () => sql`select 1 / ${sql.placeholder('zero')}::int as n`,
    { onlyReads: true },
  );
  for (const zero of [0, 0]) {
    await expect(
      inUserTransaction(database.db, 'user-a', (tx) => broken(tx, { zero })),
    ).rejects.toMatchObject({ cause: { message: 'division by zero' } });
  }
  const rows = await inUserTransaction(database.db, 'user-a', (tx) => broken(tx, { zero: 1 }));
  expect(rows).toEqual([{ n: 1 }]);
  expect(await ownerContext(database.db)).toEqual(owner);
});

test('a statement PostgreSQL cannot parse is refused the same way each time', async () => {
  const unparsable = rawStatementOnce<{ n: number }>(
    () => sql`select no_such_column + ${sql.placeholder('n')}::int as n`,
    { onlyReads: true },
  );
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await expect(
      inUserTransaction(database.db, 'user-a', (tx) => unparsable(tx, { n: 1 })),
    ).rejects.toMatchObject({ cause: { message: 'column "no_such_column" does not exist' } });
  }
  const rows = await inUserTransaction(database.db, 'user-b', (tx) =>
    readContext(tx, { tag: 'after' }),
  );
  expect(rows).toEqual([{ role: 'bulwark_app', userId: 'user-b', tag: 'after' }]);
});

test('reads at once on one call each get their answer', async () => {
  const answers = await inUserTransaction(database.db, 'user-a', (tx) =>
    Promise.all(['a', 'b', 'c'].map((tag) => readContext(tx, { tag }))),
  );
  expect(answers.flat().map((row) => row.tag)).toEqual(['a', 'b', 'c']);
});

/** A handler's write, which opens the call's transaction. */
const writeRow = rawStatementOnce(
  () => sql`insert into rows_written (id, user_id)
    values (${sql.placeholder('id')}, current_setting('app.user_id'))`,
);

/** The outbox's part: its answer is never read, so it waits for the COMMIT. */
const logChange = statementAtCommitOnce(
  () => sql`insert into changes_logged (id, user_id, unique_at_commit)
    values (${sql.placeholder('id')}, current_setting('app.user_id'), ${sql.placeholder('unique')})`,
);

const countLogged = rawStatementOnce<{ n: number }>(
  () => sql`select count(*)::int as n from changes_logged where id = ${sql.placeholder('id')}`,
  { onlyReads: true },
);

async function committed(id: string) {
  const [written] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from rows_written where id = ${id}`,
  );
  const logged = await queryRows<{ userId: string }>(
    database.db,
    sql`select user_id as "userId" from changes_logged where id = ${id}`,
  );
  return { written: written?.n, logged: logged.map((row) => row.userId) };
}

test('a write and its change: two round trips, the change going with the COMMIT, as the user', async () => {
  const { result, trips } = await counting(() =>
    inUserTransaction(database.db, 'user-a', async (tx) => {
      await writeRow(tx, { id: 'w1' });
      await logChange(tx, { id: 'w1', unique: 'w1' });
      return 'answered';
    }),
  );
  expect(result).toBe('answered');
  expect(trips).toBe(2);
  expect(await committed('w1')).toEqual({ written: 1, logged: ['user-a'] });
});

test('a change held back with nothing else written goes alone, with the context, in one round trip', async () => {
  const owner = await ownerContext(database.db);
  const { trips } = await counting(() =>
    inUserTransaction(database.db, 'user-b', async (tx) => {
      await readContext(tx, { tag: 'first' });
      await logChange(tx, { id: 'alone', unique: 'alone' });
    }),
  );
  expect(trips).toBe(2);
  expect(await committed('alone')).toEqual({ written: 0, logged: ['user-b'] });
  expect(await ownerContext(database.db)).toEqual(owner);
});

test('a statement after a held-back change sees it: the change goes first, in order', async () => {
  const seen = await inUserTransaction(database.db, 'user-a', async (tx) => {
    await writeRow(tx, { id: 'w2' });
    await logChange(tx, { id: 'w2', unique: 'w2' });
    return countLogged(tx, { id: 'w2' });
  });
  expect(seen).toEqual([{ n: 1 }]);
  expect(await committed('w2')).toEqual({ written: 1, logged: ['user-a'] });
});

test('a held-back change that fails fails the call, and the write before it is rolled back', async () => {
  const owner = await ownerContext(database.db);
  const failing = inUserTransaction(database.db, 'user-a', async (tx) => {
    await writeRow(tx, { id: 'w3' });
    await logChange(tx, { id: 'w1', unique: 'w3' }); // w1's change is logged already
    return 'answered';
  });
  await expect(failing).rejects.toMatchObject({ constraint: 'changes_logged_pkey' });
  expect(await committed('w3')).toEqual({ written: 0, logged: [] });
  expect(await ownerContext(database.db)).toEqual(owner);
  await inUserTransaction(database.db, 'user-a', (tx) => writeRow(tx, { id: 'w3' }));
  expect(await committed('w3')).toEqual({ written: 1, logged: [] });
});

test('a COMMIT that fails fails the call, and nothing of it is committed', async () => {
  const failing = inUserTransaction(database.db, 'user-a', async (tx) => {
    await writeRow(tx, { id: 'w4' });
    // Checked at COMMIT: the statement succeeds, the COMMIT that travels with it does not.
    await logChange(tx, { id: 'w4', unique: 'w1' });
  });
  await expect(failing).rejects.toMatchObject({
    constraint: 'changes_logged_unique_at_commit_key',
  });
  expect(await committed('w4')).toEqual({ written: 0, logged: [] });
  const rows = await inUserTransaction(database.db, 'user-b', (tx) =>
    readContext(tx, { tag: 'after' }),
  );
  expect(rows).toEqual([{ role: 'bulwark_app', userId: 'user-b', tag: 'after' }]);
});

test('a call that fails after holding a change back sends it nowhere', async () => {
  const failing = inUserTransaction(database.db, 'user-a', async (tx) => {
    await writeRow(tx, { id: 'w5' });
    await logChange(tx, { id: 'w5', unique: 'w5' });
    throw new Error('the handler failed');
  });
  await expect(failing).rejects.toThrow('the handler failed');
  expect(await committed('w5')).toEqual({ written: 0, logged: [] });
});
