import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryAsOf, withPreparedStatements } from './pglite-prepared';

let pglite: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  prepared = withPreparedStatements(pglite, { maxStatements: 20 });
  await pglite.exec(`
    create table item (
      id text primary key,
      owner text not null,
      at timestamptz not null,
      data jsonb,
      raw bytea,
      tags text[],
      n integer,
      flag boolean
    );
    create role item_reader;
    grant select, insert on item to item_reader;
    alter table item enable row level security;
    create policy item_own on item using (owner = current_setting('app.owner', true));
  `);
});
afterAll(() => pglite.close());

const statementsPrepared = async () =>
  Number(
    (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]?.n,
  );

test('answers exactly as PGlite does, for every kind of value, and prepares each statement once', async () => {
  const insert =
    'insert into item (id, owner, at, data, raw, tags, n, flag) values ($1, $2, $3, $4, $5, $6, $7, $8)';
  const at = new Date('2026-11-26T10:00:00.123Z');
  await prepared.query(insert, [
    'a',
    'alice',
    at,
    { nested: [1, 'two'] },
    new Uint8Array([0, 1, 254]),
    ['x', 'y z'],
    7,
    true,
  ]);
  await prepared.query(insert, ['b', 'bob', at, null, null, null, null, false]);
  const select = 'select * from item where id = any($1) order by id';
  for (const rowMode of ['object', 'array'] as const) {
    const mine = await prepared.query(select, [['a', 'b']], { rowMode });
    const theirs = await pglite.query(select, [['a', 'b']], { rowMode });
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
  }
  const before = await statementsPrepared();
  await prepared.query(select, [['a']]);
  expect(await statementsPrepared()).toBe(before);
  expect(
    (
      await prepared.query(insert.replace('item', 'item'), [
        'c',
        'carol',
        at,
        null,
        null,
        null,
        null,
        null,
      ])
    ).affectedRows,
  ).toBe(1);
});

test('a query’s own parsers win over PGlite’s, and PGlite’s parse every other type, as PGlite does', async () => {
  const keepText = (value: string) => value;
  // drizzle's way: dates stay text, everything else is PGlite's.
  const options = { rowMode: 'object', parsers: { [types.TIMESTAMPTZ]: keepText } } as const;
  const select = "select at, n, flag, data, tags from item where id = 'a'";
  const mine = await prepared.query(select, [], options);
  expect(mine.rows).toEqual((await pglite.query(select, [], options)).rows);
  expect(mine.rows).toEqual([
    {
      at: '2026-11-26 10:00:00.123+00',
      n: 7,
      flag: true,
      data: { nested: [1, 'two'] },
      tags: ['x', 'y z'],
    },
  ]);
  // The query's parsers were for that query only.
  expect((await prepared.query<{ at: unknown }>(select)).rows[0]?.at).toBeInstanceOf(Date);
});

test('a statement prepared as the owner still obeys row-level security under another role', async () => {
  const mine = 'select id from item order by id';
  expect((await prepared.query<{ id: string }>(mine)).rows.map((row) => row.id)).toEqual([
    'a',
    'b',
    'c',
  ]);
  const asAlice = await prepared.transaction(async (tx) => {
    await tx.query(
      `select set_config('app.owner', $1, true), set_config('role', 'item_reader', true)`,
      ['alice'],
    );
    return (await tx.query<{ id: string }>(mine)).rows.map((row) => row.id);
  });
  expect(asAlice).toEqual(['a']);
  // Back as the owner, in the same session: every row again.
  expect((await prepared.query<{ id: string }>(mine)).rows).toHaveLength(3);
});

test('errors come from the database, name the query, and leave the statement usable', async () => {
  const insert = 'insert into item (id, owner, at) values ($1, $2, now())';
  await prepared.query(insert, ['dup', 'dora']);
  const error = await prepared.query(insert, ['dup', 'dora']).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ code: '23505', query: insert, params: ['dup', 'dora'] });
  await prepared.query(insert, ['dup-2', 'dora']);
  // A statement prepared in a transaction that rolls back is still there afterwards.
  const count = 'select count(*)::int as n from item where owner = $1';
  await prepared
    .transaction(async (tx) => {
      await tx.query(count, ['dora']);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect((await prepared.query<{ n: number }>(count, ['dora'])).rows[0]?.n).toBe(2);
  // A failed statement inside a transaction rolls it back, as before.
  const failed = await prepared
    .transaction(async (tx) => {
      await tx.query(insert, ['in-tx', 'dora']);
      await tx.query(insert, ['dup', 'dora']);
    })
    .catch((caught: unknown) => caught);
  expect(failed).toMatchObject({ code: '23505' });
  expect((await prepared.query<{ n: number }>(count, ['dora'])).rows[0]?.n).toBe(2);
});

test('notifications sent by a prepared statement reach listeners', async () => {
  const heard: string[] = [];
  const stop = await prepared.listen('prepared_test', (payload) => heard.push(payload));
  await prepared.query('select pg_notify($1, $2)', ['prepared_test', 'hello']);
  await prepared.transaction(async (tx) => {
    await tx.query('select pg_notify($1, $2)', ['prepared_test', 'on commit']);
  });
  await stop();
  expect(heard).toEqual(['hello', 'on commit']);
});

/** Alice's context, as a signed-in call sets it (db/user-transaction.ts). */
const asAlice = {
  text: `select set_config('app.owner', $1, true), set_config('role', 'item_reader', true)`,
  params: ['alice'],
};

test('a statement after its context runs as that context in one call, which lapses with it', async () => {
  const queryAs = queryAsOf(prepared);
  expect(queryAs).toBeDefined();
  expect(queryAsOf(pglite)).toBeUndefined();
  const mine = 'select id, current_user as role from item order by id';
  const everyRow = (await prepared.query(mine)).rows.length;
  const answer = await queryAs?.<{ id: string; role: string }>(asAlice, mine);
  expect(answer?.rows).toEqual([{ id: 'a', role: 'item_reader' }]);
  expect(everyRow).toBeGreaterThan(1);
  expect((await prepared.query<{ id: string }>(mine)).rows).toHaveLength(everyRow);
  const failing = queryAs?.(asAlice, 'select 1 / $1::int as n', [0]);
  await expect(failing).rejects.toMatchObject({
    message: 'division by zero',
    query: 'select 1 / $1::int as n',
  });
  expect((await prepared.query<{ id: string }>(mine)).rows).toHaveLength(everyRow);
});

test('past the cap, new statements take PGlite’s own path and still answer', async () => {
  for (let index = 0; index < 30; index += 1) {
    const text = `select $1::int + ${index} as n`;
    expect((await prepared.query<{ n: number }>(text, [1])).rows[0]?.n).toBe(1 + index);
  }
  expect(await statementsPrepared()).toBe(20);
});

test('past the cap, a statement after its context still runs as that context, and only then', async () => {
  const text = 'select id, current_user as role from item where id <> $1 order by id';
  const everyRow = (await pglite.query(text, ['z'])).rows.length;
  const answer = await queryAsOf(prepared)?.<{ id: string; role: string }>(asAlice, text, ['z']);
  expect(answer?.rows).toEqual([{ id: 'a', role: 'item_reader' }]);
  expect(everyRow).toBeGreaterThan(1);
  expect((await prepared.query<{ id: string }>(text, ['z'])).rows).toHaveLength(everyRow);
  expect(await statementsPrepared()).toBe(20);
});
