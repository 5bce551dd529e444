import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase } from '@/testing/test-database';
import { prepareStatementsOnAcquire } from './postgres-prepared';

/** Runs against PostgreSQL in both passes of `npm test` (which starts it). */
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.POSTGRES_TEST_URL;
let target: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;

beforeAll(async () => {
  if (!adminUrl) throw new Error('Needs PostgreSQL: run through npm test, which starts it.');
  target = await createTestDatabase({ adminUrl });
  // One connection, so every query below runs on the session whose statements it counts.
  pool = new pg.Pool({ connectionString: target.url, max: 1 });
  prepareStatementsOnAcquire(pool, { maxStatements: 2 });
});
afterAll(async () => {
  await pool?.end();
  await target?.drop();
});

const prepared = async () =>
  (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .sort();

test('each parameterised statement is prepared once per connection and answers as before', async () => {
  const sum = { text: 'select $1::int + $2::int as n', values: [1, 2] };
  expect((await pool.query(sum)).rows).toEqual([{ n: 3 }]);
  expect((await pool.query({ ...sum, values: [40, 2] })).rows).toEqual([{ n: 42 }]);
  expect(await prepared()).toEqual([sum.text]);
  // drizzle's array mode and a connection from `connect()` take the same path.
  const client = await pool.connect();
  try {
    const answer = await client.query({ ...sum, values: [2, 2], rowMode: 'array' });
    expect(answer.rows).toEqual([[4]]);
  } finally {
    client.release();
  }
  expect(await prepared()).toEqual([sum.text]);
});

test("drizzle's queries, which pass their values beside the config, are prepared too", async () => {
  // The app's own calling convention: `client.query(config, values)`. A test with the values in
  // the config alone once passed while no query of the app was ever prepared.
  const own = new pg.Pool({ connectionString: target.url, max: 1 });
  prepareStatementsOnAcquire(own);
  try {
    const db = drizzle({ client: own });
    const namespaces = pgTable('pg_namespace', { name: text('nspname') });
    const raw = await db.execute(sql`select ${20}::int + ${22}::int as n`);
    expect(raw.rows).toEqual([{ n: 42 }]);
    const built = await db
      .select({ name: namespaces.name })
      .from(namespaces)
      .where(eq(namespaces.name, 'public'));
    expect(built).toEqual([{ name: 'public' }]);
    const statements = await own.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(statements.rows.map((row) => row.statement)).toEqual([
      'select "nspname" from "pg_namespace" where "pg_namespace"."nspname" = $1',
      'select $1::int + $2::int as n',
    ]);
  } finally {
    await own.end();
  }
});

test('a text without parameters stays unnamed, so several statements in one still run', async () => {
  const before = await prepared();
  const results = (await pool.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[];
  expect(results.map((result): unknown => result.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
  expect((await pool.query({ text: 'select 3 as c', values: [] })).rows).toEqual([{ c: 3 }]);
  expect(await prepared()).toEqual(before);
});

test('an error names the query and leaves the connection and its statements usable', async () => {
  const divide = { text: 'select 1 / $1::int as q', values: [0] };
  await expect(pool.query(divide)).rejects.toThrow('division by zero');
  expect((await pool.query({ ...divide, values: [1] })).rows).toEqual([{ q: 1 }]);
});

test('past the cap, new statements run unnamed and still answer', async () => {
  const texts = ['select $1::text as t1', 'select $1::text as t2', 'select $1::text as t3'];
  for (const text of texts)
    expect((await pool.query({ text, values: ['x'] })).rows[0]).toBeDefined();
  expect(await prepared()).toHaveLength(2);
});
