import type pg from 'pg';

/** The unprivileged role of row-level security (decision 001). */
export const APP_ROLE = 'bulwark_app';

/**
 * The row-level-security context (`set_config('role', …, true)` is what `SET LOCAL ROLE` does),
 * and `BEGIN`: each prepared once per connection, then only bound and run.
 */
const CONTEXT = {
  name: 'bulwark_user_context',
  text: `select set_config('app.user_id', $1, true), set_config('role', '${APP_ROLE}', true)`,
};
const BEGIN = { name: 'bulwark_begin', text: 'begin' };

/** What this writes on, of node-postgres's connection (its messages are not in its types). */
interface Connection {
  parse(statement: { name: string; text: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
  stream: { cork?: () => void; uncork?: () => void };
  submittedNamedStatements: Record<string, string | undefined>;
}

/** The parts of node-postgres's `Query` the client calls as the answer arrives. */
interface QueryHandlers {
  name?: string;
  text: string;
  _result?: unknown;
  requiresPreparation(): boolean;
  prepare(connection: Connection): void;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: Connection): void;
  handleEmptyQuery(connection: Connection): void;
  handlePortalSuspended(connection: Connection): void;
  handleError(error: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
  handleCopyInResponse(connection: Connection): void;
  handleCopyData(message: unknown, connection: Connection): void;
}

/** The connections on which CONTEXT and BEGIN are prepared. */
const preparedOn = new WeakSet<Connection>();

/** What travels with a statement: the context before it (and `BEGIN`), or `COMMIT` after it. */
type Company =
  | { userId: string; opensTransaction: boolean; commits?: never }
  | { userId?: never; opensTransaction?: never; commits: true };

/**
 * One statement of a signed-in call, written to PostgreSQL in one message with what must run
 * before or after it: the row-level-security context, and `BEGIN` when the call's transaction
 * opens here; or, for the call's last statement, its `COMMIT`. Without `BEGIN`, the extended
 * protocol runs everything up to its Sync as one implicit transaction, so the context holds for
 * this statement only and lapses at its commit.
 *
 * node-postgres sends a query's messages and waits for its ReadyForQuery before the next, so the
 * context, `BEGIN` and `COMMIT` sent as queries of their own cost a round trip each; a round trip
 * wakes PostgreSQL's backend and was most of a signed-in read's cost on a small machine
 * (docs/benchmarks.md, decisions 036 and 037). Their answers are dropped here; the statement's own
 * go to node-postgres's `Query`, which answers the caller as usual. If the statement fails,
 * PostgreSQL skips the `COMMIT` and the transaction stays open and failed, for the caller to roll
 * back; if the `COMMIT` fails, the statement's answer is not given, its error is.
 */
export class PipelinedUserQuery {
  private readonly statement: QueryHandlers;
  /** Commands whose answers come before the statement's: the context, and `BEGIN` if sent. */
  private beforeStatement: number;
  /** Set once the statement's own command completes: a `COMMIT`'s completion may follow. */
  private statementCompleted = false;

  constructor(
    statement: pg.Query,
    private readonly company: Company,
  ) {
    this.statement = statement as unknown as QueryHandlers;
    this.beforeStatement = company.userId === undefined ? 0 : company.opensTransaction ? 2 : 1;
  }

  /**
   * Whether a statement can travel this way: one statement in the extended protocol, answered
   * whole. A text without values may hold several statements, which only the simple protocol
   * takes.
   */
  static fits(statement: pg.Query): boolean {
    const handlers = statement as unknown as QueryHandlers & { rows?: number };
    return handlers.requiresPreparation() && !handlers.rows;
  }

  /**
   * The client records a prepared statement's name when its parse completes: the statement's
   * name, not yet, while the answers to what comes before it arrive.
   */
  get name(): string | undefined {
    return this.beforeStatement === 0 ? this.statement.name : undefined;
  }

  get text(): string {
    return this.statement.text;
  }

  /** The client sets its type parsers on this, as on any query's result. */
  get _result(): unknown {
    return this.statement._result;
  }

  submit(client: pg.Connection): void {
    const connection = client as unknown as Connection;
    const { userId, opensTransaction, commits } = this.company;
    connection.stream.cork?.();
    try {
      if (userId !== undefined) {
        if (!preparedOn.has(connection)) {
          connection.parse({ ...CONTEXT, types: [] });
          connection.parse({ ...BEGIN, types: [] });
        }
        if (opensTransaction) {
          connection.bind({ statement: BEGIN.name, values: [] });
          connection.execute({ portal: '', rows: 0 });
        }
        connection.bind({ statement: CONTEXT.name, values: [userId] });
        connection.execute({ portal: '', rows: 0 });
      }
      // Parse (the first time), bind, describe, execute and Sync: node-postgres's own.
      this.statement.prepare(commits ? commitAfterExecute(connection) : connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(message: unknown): void {
    this.statement.handleRowDescription(message);
  }

  handleDataRow(message: unknown): void {
    // The context's one row; the statement's rows come after its command completes.
    if (this.beforeStatement > 0) return;
    this.statement.handleDataRow(message);
  }

  handleCommandComplete(message: unknown, connection: Connection): void {
    if (this.beforeStatement > 0) {
      // Whatever completes here was bound from CONTEXT or BEGIN, so both parsed.
      preparedOn.add(connection);
      this.beforeStatement -= 1;
      return;
    }
    // The COMMIT's, after the statement's own.
    if (this.statementCompleted) return;
    this.statementCompleted = true;
    this.statement.handleCommandComplete(message, connection);
  }

  handleEmptyQuery(connection: Connection): void {
    this.statement.handleEmptyQuery(connection);
  }

  handlePortalSuspended(connection: Connection): void {
    this.statement.handlePortalSuspended(connection);
  }

  handleError(error: Error, connection: Connection): void {
    // PostgreSQL skipped the rest up to the Sync, the statement's parse among them: the client
    // forgets a submitted name only for the query it knows by that name, which was not yet this.
    const { name } = this.statement;
    if (this.beforeStatement > 0 && name) delete connection.submittedNamedStatements[name];
    this.statement.handleError(error, connection);
  }

  handleReadyForQuery(connection: Connection): void {
    this.statement.handleReadyForQuery(connection);
  }

  handleCopyInResponse(connection: Connection): void {
    this.statement.handleCopyInResponse(connection);
  }

  handleCopyData(message: unknown, connection: Connection): void {
    this.statement.handleCopyData(message, connection);
  }
}

/**
 * The connection as node-postgres's `Query` writes the statement to it, with `COMMIT` (unnamed:
 * it has nothing to plan) right after the statement's Execute and before its Sync. Only an
 * Execute brings it: a statement whose values cannot be written never executes, and so never
 * commits what came before it.
 */
function commitAfterExecute(connection: Connection): Connection {
  return Object.create(connection, {
    execute: {
      value(config: { portal: string; rows: number }) {
        connection.execute(config);
        connection.parse({ name: '', text: 'commit', types: [] });
        connection.bind({ statement: '', values: [] });
        connection.execute({ portal: '', rows: 0 });
      },
    },
  }) as Connection;
}
