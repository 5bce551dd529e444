import * as drizzleOrm from 'drizzle-orm';
import type { Placeholder, Query, SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';
import { markReadOnly, markRunsAtCommit } from './declared-statements';

/**
 * A value a statement built once takes at each run: the value itself where a statement is built
 * per call, `sql.placeholder(name)` where it is built once.
 */
export type StatementValue<T> = T | Placeholder;

/** What a statement built once takes at each run, by placeholder name. */
type Values = Record<string, unknown>;

const dialect = new PgDialect();

/** drizzle's column order of a selection, which its row mapping reads (exported, but not typed). */
const { orderSelectedFields } = drizzleOrm as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => SelectedFieldsOrdered;
};

/**
 * A raw statement whose text is built once, on its first run, and then run on whatever database
 * or transaction each call passes. `build` writes `sql.placeholder(name)` where a call's values go.
 * `onlyReads` says it writes nothing, takes no locks and changes no setting: a signed-in call may
 * then run it in a transaction of its own (declared-statements.ts).
 *
 * drizzle builds a statement's text again on every call, walking each of its fragments: 152 µs of
 * the server's one thread for the risk overview's statement and 69 µs for the profile's select,
 * against about 0.5–1 ms for the whole call (docs/benchmarks.md, "Statements built once"). What
 * a run does after that is drizzle's own `execute`: the same driver call, the same answer.
 */
export function rawStatementOnce<Row>(build: () => SQL, { onlyReads = false } = {}) {
  return runOnce<Row>(build, (text) => {
    if (onlyReads) markReadOnly(text);
  });
}

/**
 * A raw statement built once whose answer the call never reads, such as the outbox row every
 * write adds (changes.ts). A signed-in call on PostgreSQL holds it back and sends it with its
 * `COMMIT`, a round trip fewer on every write (decision 037); anywhere else it runs at once. Either
 * way its failure fails the call and nothing of the call's is committed.
 */
export function statementAtCommitOnce(build: () => SQL) {
  const run = runOnce(build, markRunsAtCommit);
  return async (db: AppDb, values: Values): Promise<void> => {
    await run(db, values);
  };
}

function runOnce<Row>(build: () => SQL, declare: (text: string) => void) {
  let query: Query | undefined;
  return async (db: AppDb, values: Values): Promise<Row[]> => {
    if (!query) {
      query = dialect.sqlToQuery(build());
      declare(query.sql);
    }
    const prepared = db._.session.prepareQuery(query, undefined, undefined, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/** What this needs of a drizzle select: its SQL and its selection. */
interface BuiltSelect<Result> {
  getSQL(): SQL;
  _: { selectedFields: Record<string, unknown>; result: Result };
}

/** Whether a select locks the rows it reads (`.for(…)`), from drizzle's unexported config. */
function locksRows(select: object): boolean {
  return (select as { config?: { lockingClause?: unknown } }).config?.lockingClause !== undefined;
}

/**
 * `rawStatementOnce` for a select written with drizzle's query builder (`build` gets a standalone
 * one): rows come back mapped as drizzle maps them, dates as dates and joined tables as objects.
 * A select without `.for(…)` only reads, and is marked so (declared-statements.ts).
 */
export function selectOnce<Result>(build: (qb: QueryBuilder) => BuiltSelect<Result>) {
  let shape:
    | { query: Query; fields: SelectedFieldsOrdered; joins: Record<string, boolean> | undefined }
    | undefined;
  return async (db: AppDb, values: Values): Promise<Result> => {
    if (!shape) {
      const select = build(new QueryBuilder());
      shape = {
        query: dialect.sqlToQuery(select.getSQL()),
        fields: orderSelectedFields(select._.selectedFields),
        joins: (select as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap,
      };
      if (!locksRows(select)) markReadOnly(shape.query.sql);
    }
    const prepared = db._.session.prepareQuery(shape.query, shape.fields, undefined, true);
    Object.assign(prepared, { joinsNotNullableMap: shape.joins });
    return (await prepared.execute(values)) as Result;
  };
}
