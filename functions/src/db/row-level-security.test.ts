import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { FEATURES } from '@/features';
import { inUserTransaction } from './user-transaction';
import { createRegistry } from '@/platform/registry';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';

/**
 * The access-rules suite: two users, every user-owned table, every callable. One user must never
 * read or change the other's rows, and a query without a user context must see nothing.
 */
let server: TestServer;
let alice: { client: TestClient; id: string };
let bob: { client: TestClient; id: string };

/** Every table the features declare in their manifests. */
const DECLARED_TABLES = createRegistry(FEATURES).tables.map((table) => getTableConfig(table));

/**
 * The user-owned tables and the column that names their owner: `user` owns itself, every other
 * names it in `user_id`. Read from the manifests, so a new feature's table is covered unasked.
 */
const OWNED_TABLES: Record<string, string> = Object.fromEntries(
  DECLARED_TABLES.flatMap(({ name, columns }): [string, string][] => {
    if (name === 'user') return [[name, 'id']];
    return columns.some((column) => column.name === 'user_id') ? [[name, 'user_id']] : [];
  }),
);

async function seed(client: TestClient) {
  const profile = await client.call('profileSettings.get');
  await client.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'idea',
    rating: 5,
    message: 'Owned by exactly one person.',
  });
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
  await client.call('profileSettings.uploadAvatar', { contentType: 'image/png', dataBase64: png });
  await client.call('articles.setChecklistItem', {
    slug: 'raas',
    itemId: 'back-up-files',
    checked: true,
  });
  const saved = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await client.call('savedBreaches.updateStep', {
    id: saved.body.id,
    stepId: 'change-password',
    state: 'done',
  });
  await client.call('emailBreachCheck.updateAlertSettings', { mailTo: 'account' });
  await client.call('emailBreachCheck.addMonitoredAddress', {
    email: `second-${profile.body.id}@example.com`,
  });
  await client.call('passwordChecks.record', {
    label: 'Bank',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
  });
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { A1: ['unique'] },
  });
  await client.call('riskAssessment.submit', { id: draft.body.id, idempotencyKey: generateId() });
  await client.call('riskAssessment.setActionState', {
    actionId: 'public-wifi',
    status: 'accepted',
    reason: 'Never on public Wi-Fi.',
  });
  return profile.body.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const aliceClient = await signUpAndSignIn(server, 'alice@example.com');
  const bobClient = await signUpAndSignIn(server, 'bob@example.com');
  alice = { client: aliceClient, id: await seed(aliceClient) };
  bob = { client: bobClient, id: await seed(bobClient) };
});
afterAll(async () => {
  await server?.close();
});

/** The database's own refusal, from drizzle's wrapped error: 42501 = no privilege, 42P17/RLS. */
function refusal(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === '42501') return cause.message ?? 'denied';
  throw error;
}

/** Runs a statement as the unprivileged role: as `userId`, or with no user context at all. */
async function runAs(
  userId: string | null,
  query: ReturnType<typeof sql>,
): Promise<{ rows: unknown[] } | { refused: string }> {
  const run = async (db: typeof server.services.db) => ({
    rows: await queryRows<unknown>(db, query),
  });
  try {
    if (userId) return await inUserTransaction(server.services.db, userId, run);
    return await server.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local role bulwark_app`);
      return run(tx);
    });
  } catch (error) {
    return { refused: refusal(error) };
  }
}

/** Rows visible as `userId`; a refusal to read counts as none visible. */
async function visibleAs(userId: string | null, table: string, where = sql`true`): Promise<number> {
  const result = await runAs(userId, sql`select 1 from ${sql.identifier(table)} where ${where}`);
  return 'refused' in result ? 0 : result.rows.length;
}

async function countAsOwner(table: string, ownerId: string): Promise<number> {
  const column = sql.identifier(OWNED_TABLES[table] ?? 'user_id');
  const rows = await queryRows<{ count: number }>(
    server.services.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where ${column} = ${ownerId}`,
  );
  return rows[0]?.count ?? -1;
}

test('every table the migrations create is declared by one feature manifest', async () => {
  const rows = await queryRows<{ table_name: string }>(
    server.services.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(rows.map((row) => row.table_name).sort()).toEqual(
    DECLARED_TABLES.map(({ name }) => name).sort(),
  );
});

test('every table with an owner column has row-level security and a manifest declares it', async () => {
  const rows = await queryRows<{ table_name: string }>(
    server.services.db,
    sql`select distinct c.table_name from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'user_id'`,
  );
  const withOwner = rows
    .map((row) => row.table_name)
    .concat('user')
    .sort();
  expect(withOwner).toEqual(Object.keys(OWNED_TABLES).sort());
  const secured = await queryRows<{ relname: string }>(
    server.services.db,
    sql`select relname from pg_class where relrowsecurity and relnamespace = 'public'::regnamespace`,
  );
  expect(secured.map((row) => row.relname).sort()).toEqual(Object.keys(OWNED_TABLES).sort());
});

test.each(Object.entries(OWNED_TABLES))(
  '%s: a user sees only their own rows',
  async (table, owner) => {
    const ownerColumn = sql.identifier(owner);
    expect(await visibleAs(alice.id, table, sql`${ownerColumn} = ${bob.id}`)).toBe(0);
    expect(await visibleAs(bob.id, table, sql`${ownerColumn} = ${alice.id}`)).toBe(0);
    expect(await visibleAs(null, table)).toBe(0);
  },
);

test.each(Object.keys(OWNED_TABLES))(
  "%s: a user cannot change or delete another user's rows",
  async (table) => {
    const ownerColumn = sql.identifier(OWNED_TABLES[table] ?? 'user_id');
    const before = await countAsOwner(table, bob.id);
    const deleted = await runAs(
      alice.id,
      sql`delete from ${sql.identifier(table)} where ${ownerColumn} = ${bob.id} returning 1`,
    );
    const updated = await runAs(
      alice.id,
      sql`update ${sql.identifier(table)} set ${ownerColumn} = ${alice.id} where ${ownerColumn} = ${bob.id} returning 1`,
    );
    for (const result of [deleted, updated]) {
      if ('rows' in result) expect(result.rows).toHaveLength(0);
    }
    expect(await countAsOwner(table, bob.id)).toBe(before);
  },
);

test.each(Object.keys(OWNED_TABLES))(
  '%s: without a user context nothing can be changed or deleted',
  async (table) => {
    const ownerColumn = sql.identifier(OWNED_TABLES[table] ?? 'user_id');
    const before = [await countAsOwner(table, alice.id), await countAsOwner(table, bob.id)];
    const deleted = await runAs(null, sql`delete from ${sql.identifier(table)} returning 1`);
    const updated = await runAs(
      null,
      sql`update ${sql.identifier(table)} set ${ownerColumn} = ${ownerColumn} returning 1`,
    );
    for (const result of [deleted, updated]) {
      if ('rows' in result) expect(result.rows).toHaveLength(0);
    }
    expect([await countAsOwner(table, alice.id), await countAsOwner(table, bob.id)]).toEqual(
      before,
    );
  },
);

test("without a user context no row can be written in anybody's name", async () => {
  const forged = await runAs(
    null,
    sql`insert into feedback (id, user_id, category, rating, message) values ('BBBBBBBBBBBBBBBBBBBB', ${alice.id}, 'bug', 1, 'written with no user')`,
  ).catch((error: unknown) => ({
    refused: String((error as { cause?: { message?: string } }).cause?.message),
  }));
  expect(forged).toMatchObject({ refused: expect.any(String) });
  expect(await countAsOwner('feedback', alice.id)).toBe(1);
});

test("a user cannot write a row in another user's name", async () => {
  const forged = await inUserTransaction(server.services.db, alice.id, (db) =>
    db.execute(
      sql`insert into feedback (id, user_id, category, rating, message) values ('AAAAAAAAAAAAAAAAAAAA', ${bob.id}, 'bug', 1, 'forged by alice')`,
    ),
  ).catch((error: unknown) => error as { cause?: { message?: string } });
  expect(forged).toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  expect(await countAsOwner('feedback', bob.id)).toBe(1);
});

test("no callable returns another user's data", async () => {
  const aliceFeedback = await alice.client.call('feedback.list');
  const bobFeedback = await bob.client.call('feedback.list');
  expect(aliceFeedback.body).toHaveLength(1);
  expect(bobFeedback.body).toHaveLength(1);
  expect(aliceFeedback.body[0]?.id).not.toBe(bobFeedback.body[0]?.id);
  const exported = await alice.client.call('profileSettings.exportData');
  expect(JSON.stringify(exported.body)).not.toContain(bob.id);
  expect(JSON.stringify(exported.body)).not.toContain('bob@example.com');
  const sessions = await alice.client.call('profileSettings.listSessions');
  expect(
    sessions.body.every(
      (session: { isCurrent: boolean }) => typeof session.isCurrent === 'boolean',
    ),
  ).toBe(true);
  expect(sessions.body).toHaveLength(1);
});
