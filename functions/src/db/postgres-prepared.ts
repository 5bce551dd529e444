import type pg from 'pg';

/**
 * How many distinct statements stay prepared on one connection. Statement texts are drizzle's,
 * one per query shape; past the cap a new text runs unnamed, as before, so memory stays bounded
 * on both sides of the connection whatever the queries.
 */
const MAX_PREPARED_STATEMENTS = 500;

/** Each pooled connection's statement names, by statement text, and how many it may hold. */
const namesByClient = new WeakMap<pg.PoolClient, { names: Map<string, string>; max: number }>();

/**
 * Runs each distinct parameterised statement as a named prepared statement on its connection:
 * PostgreSQL parses and plans it once per connection, and after five runs keeps a generic plan
 * when it is as good (docs/benchmarks.md: the overview's one statement took 0.6–1.4 ms to plan
 * and 0.8 ms to run; prepared, it takes 0.6 ms in all). The same as PGlite's wrapper
 * (`pglite-prepared.ts`) does on the embedded database.
 *
 * Only queries that carry parameters are named: those already use the extended protocol, one
 * statement each. A text without parameters may hold several statements (the simple protocol),
 * so it is left as it is. Plans stay correct: PostgreSQL plans again when a table a statement
 * reads changes, and when the role changes under row-level security, and the policies read
 * `app.user_id` when they run. Named statements live as long as their connection; a pooler in
 * transaction mode between the app and PostgreSQL would not keep them (README).
 */
export function prepareStatementsOnAcquire(
  pool: pg.Pool,
  { maxStatements = MAX_PREPARED_STATEMENTS }: { maxStatements?: number } = {},
): void {
  pool.on('acquire', (client) => {
    if (namesByClient.has(client)) return;
    namesByClient.set(client, { names: new Map(), max: maxStatements });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (config: unknown, ...rest: unknown[]) =>
        query(withStatementName(client, config, rest[0]), ...rest),
    });
  });
}

/**
 * `config` with the name its statement is prepared under on `client`, for a caller that builds
 * its own `pg.Query` (user-transaction.ts); `config` itself when the statement is not to be
 * named, or the pool does not prepare statements.
 */
export function withStatementName<Config>(
  client: pg.PoolClient,
  config: Config,
  separateValues: unknown,
): Config {
  const prepared = namesByClient.get(client);
  if (!prepared || !isParameterised(config, separateValues) || config.name) return config;
  const { names, max } = prepared;
  let name = names.get(config.text);
  if (name === undefined) {
    if (names.size >= max) return config;
    name = `bulwark_${names.size + 1}`;
    names.set(config.text, name);
  }
  return { ...config, name };
}

function isParameterised(
  config: unknown,
  separateValues: unknown,
): config is { text: string; name?: string } {
  if (typeof config !== 'object' || config === null) return false;
  const { text, values = separateValues } = config as { text?: unknown; values?: unknown };
  return typeof text === 'string' && Array.isArray(values) && values.length > 0;
}
