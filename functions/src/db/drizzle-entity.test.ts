import {
  Column,
  Name,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  Subquery,
  Table,
  View,
  entityKind,
  is as drizzleIs,
  sql,
} from 'drizzle-orm';
import {
  PgColumn,
  PgDialect,
  PgTable,
  QueryBuilder,
  alias,
  pgTable,
  pgView,
  text,
} from 'drizzle-orm/pg-core';
import { build } from 'esbuild';
import { expect, test } from 'vitest';
import { drizzleEntity } from '../../bundle';
import { is } from './drizzle-entity';

const account = pgTable('account', { id: text('id').primaryKey(), email: text('email') });

/** Another copy of drizzle's SQL class, as a second drizzle in node_modules would bring. */
class ForeignSql {
  static readonly [entityKind] = 'SQL';
}
class ForeignSubSql extends ForeignSql {}
/** Not a drizzle class: asking about it is drizzle's error. */
class NotAnEntity {}

const query = sql`select ${account.id} from ${account} where ${account.email} = ${'a@example.com'}`;
const values: Array<[string, unknown]> = [
  ['SQL', query],
  ...query.queryChunks.map((chunk, index): [string, unknown] => [`chunk ${index}`, chunk]),
  ['name', sql.identifier('x')],
  ['placeholder', sql.placeholder('p')],
  ['param', new Param(1)],
  ['table', account],
  ['column', account.email],
  ['alias', alias(account, 'other')],
  ['aliased column', alias(account, 'other').email],
  ['view', pgView('emails').as((qb) => qb.select({ email: account.email }).from(account))],
  ['subquery', new QueryBuilder().select().from(account).as('sq')],
  ['select builder', new QueryBuilder().select().from(account)],
  ['dialect', new PgDialect()],
  ['foreign SQL', new ForeignSql()],
  ['subclass of foreign SQL', new ForeignSubSql()],
  ['plain object', { queryChunks: [] }],
  ['array', [1, 2]],
  ['date', new Date(0)],
  ['string', 'select 1'],
  ['number', 1],
  ['null', null],
  ['undefined', undefined],
];
const types = {
  SQL,
  StringChunk,
  Name,
  Param,
  Placeholder,
  Table,
  PgTable,
  Column,
  PgColumn,
  View,
  Subquery,
  ForeignSql,
};

test("answers as drizzle's own is(), the first time and when it remembers", () => {
  for (const round of ['first', 'remembered']) {
    for (const [label, value] of values) {
      for (const [typeName, type] of Object.entries(types)) {
        expect(is(value, type), `${round}: ${label} is ${typeName}`).toBe(drizzleIs(value, type));
      }
    }
  }
});

test("throws drizzle's errors: a type that is no drizzle class, a value without a prototype", () => {
  for (const round of ['first', 'remembered']) {
    expect(() => is(query.queryChunks[1], NotAnEntity), round).toThrow(
      'Class "NotAnEntity" doesn\'t look like a Drizzle entity.',
    );
    // drizzle's types refuse such a class; the call is the point here.
    const notAnEntity = NotAnEntity as unknown as typeof SQL;
    expect(() => drizzleIs(query.queryChunks[1], notAnEntity), round).toThrow(
      'Class "NotAnEntity" doesn\'t look like a Drizzle entity.',
    );
  }
  expect(() => is(Object.create(null), SQL)).toThrow(TypeError);
  expect(() => drizzleIs(Object.create(null), SQL)).toThrow(TypeError);
});

test("the server bundle's drizzle uses it", async () => {
  const { outputFiles } = await build({
    stdin: { contents: "export { is } from 'drizzle-orm';", resolveDir: import.meta.dirname },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: [drizzleEntity],
  });
  const code = outputFiles[0]?.text ?? '';
  expect(code).toContain('function hasKindInChain(');
  expect(code).not.toContain('let cls = Object.getPrototypeOf(value).constructor;');
});
