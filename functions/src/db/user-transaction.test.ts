import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { type AppDb, type Database, openDatabase, queryRows } from './client';
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
