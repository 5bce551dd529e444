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
  const statements = new PreparedStatements(pglite);

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
        return pglite._runExclusiveQuery(() => statements.run<T>(text, params, options, true));
      },
    };
  }

  // Made once, not on every property read: drizzle reads `query` for every statement.
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!usesPrepared(text, options)) return pglite.query<T>(text, params, options);
    // As PGlite's own query: never inside another caller's open transaction.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => statements.run<T>(text, params, options, false)),
    );
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) => callback(wrapTransaction(tx)));
  const queryAs: QueryAs = async (context, text, params = [], options) => {
    if (!usesPrepared(text, options) || !usesPrepared(context.text, undefined)) {
      return pglite.transaction(async (tx) => {
        await tx.query(context.text, context.params);
        return tx.query(text, params, options);
      });
    }
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => statements.runAs(context, text, params, options)),
    );
  };
  const proxy = new Proxy(pglite, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  queriesAs.set(proxy, queryAs);
  return proxy;
}

/** A statement that sets a call's context (row-level security's role and user), with its values. */
export interface ContextStatement {
  text: string;
  params: unknown[];
}

/**
 * Runs `text` after `context`, in one call into PGlite and one implicit transaction (the extended
 * protocol's, up to its Sync): what `BEGIN`, the context, the statement and `COMMIT` did in four
 * calls (user-transaction.ts). The context is `set_config(…, true)`, local to that transaction.
 */
export type QueryAs = <T>(
  context: ContextStatement,
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<T>>;

const queriesAs = new WeakMap<PGlite, QueryAs>();

/** `queryAs` of a PGlite made by `withPreparedStatements`; undefined for any other. */
export function queryAsOf(pglite: PGlite): QueryAs | undefined {
  return queriesAs.get(pglite);
}

/** The statements prepared on one PGlite, by text, and how one runs. */
class PreparedStatements {
  private readonly statements = new Map<string, Statement>();
  private named = 0;

  constructor(private readonly pglite: PGlite) {}

  has(text: string): boolean {
    return this.statements.has(text);
  }

  get size(): number {
    return this.statements.size;
  }

  // Prepared on first use; the caller holds PGlite's query lock.
  private async prepared(text: string, options: QueryOptions | undefined): Promise<Statement> {
    let statement = this.statements.get(text);
    if (!statement) {
      const name = `bulwark_${(this.named += 1)}`;
      statement = await prepareStatement(this.pglite, name, text, options);
      this.statements.set(text, statement);
    }
    return statement;
  }

  // One statement; the caller holds PGlite's query lock.
  async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const statement = await this.prepared(text, options);
      const values = serializeParams(this.pglite, statement.paramTypes, params, options);
      const { messages } = await this.pglite.execProtocol(
        Buffer.concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await this.pglite.syncToFs();
      const [result] = parse.parseResults(messages, ...parsersFor(this.pglite, options));
      return result as Results<T>;
    } catch (error) {
      throw naming(error, text, params, options);
    }
  }

  // The context statement, then one statement, before one Sync; the caller holds the query lock.
  async runAs<T>(
    context: ContextStatement,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      const setting = await this.prepared(context.text, undefined);
      const statement = await this.prepared(text, options);
      const values = serializeParams(this.pglite, statement.paramTypes, params, options);
      const { messages } = await this.pglite.execProtocol(
        Buffer.concat([
          serialize.bind({
            statement: setting.name,
            values: serializeParams(this.pglite, setting.paramTypes, context.params, undefined),
          }),
          serialize.execute({}),
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await this.pglite.syncToFs();
      // The context's own answer (a row, not described) ends at its first CommandComplete.
      const statementsAnswer = messages.slice(
        messages.findIndex((message) => message.name === 'commandComplete') + 1,
      );
      const [result] = parse.parseResults(statementsAnswer, ...parsersFor(this.pglite, options));
      return result as Results<T>;
    } catch (error) {
      throw naming(error, text, params, options);
    }
  }
}

// As PGlite's own path reports a failure: the database's error, naming the query.
function naming(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof protocol.messages.DatabaseError)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
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
