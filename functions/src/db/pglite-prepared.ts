import {
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
  parse,
  protocol,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/**
 * How many distinct statements stay prepared. Statement texts are drizzle's, one per query shape
 * (an `in (…)` list of another length is another shape); past the cap a statement takes PGlite's
 * own path, so memory stays bounded whatever the queries.
 */
const MAX_PREPARED_STATEMENTS = 1000;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, which choose each value's serializer. */
  paramTypes: number[];
}

/**
 * PGlite answers `query(text, params)` with six calls into its WebAssembly backend (parse,
 * describe, bind, describe, execute, sync), parsing and planning the statement anew each time.
 * Here each distinct statement is prepared once, as a named statement on PGlite's one backend
 * session, and then runs with one call (bind, describe, execute, sync): what node-postgres does
 * for a named query, and what a request's handful of statements cost most of (issue 11,
 * docs/benchmarks.md). Everything else (transactions, exec, listen, notifications, errors) stays
 * PGlite's: results and errors are parsed by PGlite's own code, so drizzle sees no difference.
 *
 * Prepared statements belong to the session, not to a transaction, so one prepared inside a
 * transaction that rolls back stays usable; PostgreSQL re-plans a statement when the role it runs
 * as changes (row-level security) or a table it reads changes.
 */
export function withPreparedStatements(
  pglite: PGlite,
  { maxStatements = MAX_PREPARED_STATEMENTS }: { maxStatements?: number } = {},
): PGlite {
  const statements = new Map<string, Statement>();
  let named = 0;
  // One statement, prepared on first use; the caller holds PGlite's query lock.
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      let statement = statements.get(text);
      if (!statement) {
        statement = await prepareStatement(pglite, `bulwark_${(named += 1)}`, text, options);
        statements.set(text, statement);
      }
      const values = serializeParams(pglite, statement.paramTypes, params, options);
      const { messages } = await pglite.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await pglite.syncToFs();
      const [result] = parse.parseResults(messages, ...parsersFor(pglite, options));
      return result as Results<T>;
    } catch (error) {
      // As PGlite's own path reports it: the database's error, naming the query.
      if (error instanceof protocol.messages.DatabaseError)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  // Prepared while there is room, or when already prepared; PGlite's own path otherwise.
  const usesPrepared = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && (statements.has(text) || statements.size < maxStatements);

  function wrapTransaction(tx: Transaction): Transaction {
    return {
      ...tx,
      get closed() {
        return tx.closed;
      },
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (tx.closed) throw new Error('Transaction is closed');
        if (!usesPrepared(text, options)) return tx.query<T>(text, params, options);
        return pglite._runExclusiveQuery(() => run<T>(text, params, options, true));
      },
    };
  }

  // Made once, not on every property read: drizzle reads `query` for every statement.
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!usesPrepared(text, options)) return pglite.query<T>(text, params, options);
    // As PGlite's own query: never inside another caller's open transaction.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => run<T>(text, params, options, false)),
    );
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => callback(wrapTransaction(tx)));
  return new Proxy(pglite, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** Parses `text` as the named statement `name` and learns the types of its parameters. */
async function prepareStatement(
  pglite: PGlite,
  name: string,
  text: string,
  options: QueryOptions | undefined,
): Promise<Statement> {
  const { messages } = await pglite.execProtocol(
    Buffer.concat([
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
}

/**
 * The type parsers for one answer: the query's own before PGlite's. PGlite's `parseResults`
 * copies its whole parser table (about a hundred types) into a new object for each query that
 * brings parsers of its own, and drizzle brings some (dates stay strings) to every query: 0.09 ms
 * a query, a sixth of a signed-in read's time on the one thread (docs/benchmarks.md). An object
 * that holds the query's parsers and falls back to PGlite's through its prototype answers the
 * same lookups without the copy.
 */
function parsersFor(
  pglite: PGlite,
  options: QueryOptions | undefined,
): [typeof pglite.parsers, QueryOptions | undefined] {
  if (!options?.parsers) return [pglite.parsers, options];
  const parsers = Object.assign(
    Object.create(pglite.parsers) as typeof pglite.parsers,
    options.parsers,
  );
  return [parsers, { ...options, parsers: undefined }];
}

/** Each value as PGlite's own path writes it: by the type PostgreSQL inferred for it. */
function serializeParams(
  pglite: PGlite,
  paramTypes: number[],
  params: unknown[],
  options: QueryOptions | undefined,
): (string | null)[] {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const oid = paramTypes[index] ?? 0;
    const serializer = options?.serializers?.[oid] ?? pglite.serializers[oid];
    if (serializer) return serializer(value);
    // PGlite's own fallback; drizzle hands over strings, numbers and booleans here.
    return typeof value === 'object' ? JSON.stringify(value) : (value as string).toString();
  });
}
