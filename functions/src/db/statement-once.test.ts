import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { user } from '@/auth/auth.table';
import { articleProgress } from '@/features/articles/articles.table';
import { createTestDatabase } from '@/testing/test-database';
import { type Database, openDatabase } from './client';
import { rawStatementOnce, selectOnce } from './statement-once';
import { inUserTransaction } from './user-transaction';

/**
 * Statements whose SQL is built once (statement-once.ts) must answer exactly as drizzle's own
 * builder does, with each run's values, on the pool and inside a user's row-level-security
 * transaction. Runs on PGlite, and on PostgreSQL in the second pass of `npm test`.
 */
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let database: Database;

const ADA = 'user-statement-once-ada';
const BOB = 'user-statement-once-bob';
const READ_AT = new Date('2026-11-20T10:00:00.000Z');

beforeAll(async () => {
  target = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-statement-once-'));
  database = await openDatabase({ databaseUrl: target.url, dataDir, pgliteDir: 'memory://' });
  await database.db.insert(user).values([
    { id: ADA, name: 'Ada', email: 'ada@statement-once.test' },
    { id: BOB, name: 'Bob', email: 'bob@statement-once.test' },
  ]);
  await database.db.insert(articleProgress).values([
    { userId: ADA, slug: 'how-passwords-are-breached', readAt: READ_AT, checkedItems: ['a', 'b'] },
    { userId: ADA, slug: 'ai-in-cybersecurity', readAt: null, checkedItems: [] },
    { userId: BOB, slug: 'how-passwords-are-breached', readAt: null, checkedItems: ['c'] },
  ]);
});
afterAll(async () => {
  await database?.close();
  await target?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a select built once answers as drizzle builds it, with each run’s values, and builds once', async () => {
  let builds = 0;
  const progressOf = selectOnce((qb) => {
    builds += 1;
    return qb
      .select({ person: { id: user.id, name: user.name }, progress: articleProgress })
      .from(articleProgress)
      .innerJoin(user, eq(user.id, articleProgress.userId))
      .where(eq(articleProgress.userId, sql.placeholder('userId')))
      .orderBy(articleProgress.slug);
  });
  const asDrizzleBuildsIt = (userId: string) =>
    database.db
      .select({ person: { id: user.id, name: user.name }, progress: articleProgress })
      .from(articleProgress)
      .innerJoin(user, eq(user.id, articleProgress.userId))
      .where(eq(articleProgress.userId, userId))
      .orderBy(articleProgress.slug);

  const ada = await progressOf(database.db, { userId: ADA });
  const bob = await progressOf(database.db, { userId: BOB });

  expect(ada).toEqual(await asDrizzleBuildsIt(ADA));
  expect(bob).toEqual(await asDrizzleBuildsIt(BOB));
  expect(ada.map((row) => row.progress.slug)).toEqual([
    'ai-in-cybersecurity',
    'how-passwords-are-breached',
  ]);
  expect(ada[1]?.progress.readAt).toEqual(READ_AT);
  expect(ada[0]?.person).toEqual({ id: ADA, name: 'Ada' });
  expect(bob).toHaveLength(1);
  expect(builds).toBe(1);
});

test('inside a user’s transaction it runs on that transaction, under row-level security', async () => {
  const everyonesProgress = selectOnce((qb) =>
    qb
      .select({ userId: articleProgress.userId })
      .from(articleProgress)
      .where(sql`${articleProgress.slug} = ${sql.placeholder('slug')}`),
  );

  const asOwner = await everyonesProgress(database.db, { slug: 'how-passwords-are-breached' });
  const asAda = await inUserTransaction(database.db, ADA, (tx) =>
    everyonesProgress(tx, { slug: 'how-passwords-are-breached' }),
  );

  expect(asOwner.map((row) => row.userId).sort()).toEqual([ADA, BOB]);
  expect(asAda).toEqual([{ userId: ADA }]);
});

test('a raw statement built once takes each run’s values, and refuses a run without one', async () => {
  let builds = 0;
  const itemsOf = rawStatementOnce<{ items: number }>(() => {
    builds += 1;
    return sql`select coalesce(sum(cardinality(${articleProgress.checkedItems})), 0)::int as items
      from ${articleProgress} where ${articleProgress.userId} = ${sql.placeholder('userId')}`;
  });

  expect(await itemsOf(database.db, { userId: ADA })).toEqual([{ items: 2 }]);
  expect(await itemsOf(database.db, { userId: BOB })).toEqual([{ items: 1 }]);
  expect(await itemsOf(database.db, { userId: 'nobody' })).toEqual([{ items: 0 }]);
  await expect(itemsOf(database.db, {})).rejects.toThrow(/userId/);
  expect(builds).toBe(1);
});
