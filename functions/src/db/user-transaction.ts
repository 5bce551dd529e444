import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppDb } from './client';
import { type ContextStatement, type QueryAs, queryAsOf } from './pglite-prepared';
import { APP_ROLE, PipelinedUserQuery } from './pipelined-user-query';
import { withStatementName } from './postgres-prepared';
import { isReadOnly, runsAtCommit } from './declared-statements';
import { type PooledSessionParts, inDatabaseTransaction, withPooledClient } from './transaction';

/**
 * Runs `work` as the unprivileged role with `app.user_id` set, so row-level security limits every
 * query to that user's rows; what it writes, it writes in one transaction.
 *
 * On PostgreSQL each round trip costs a socket write and wakes the server's backend, and on a
 * small machine those were most of a signed-in call (docs/benchmarks.md). So the context travels
 * with the call's first statement, and a statement known to only read runs in a transaction of
 * its own while nothing has been written: a read is one round trip (decision 036). A statement
 * whose answer nobody reads (the outbox row) goes with the `COMMIT`: a write of one statement and
 * its change is two (decision 037). The embedded database has no socket, but each call into it
 * costs the server's one thread: there a read is one call (the context and the statement before
 * one Sync) instead of four (BEGIN, the context, the statement, COMMIT), and a statement whose
 * answer nobody reads runs where it is called.
 */
export async function inUserTransaction<T>(
  db: AppDb,
  userId: string,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const session = db._.session;
  if (session instanceof NodePgSession) return inPooledUserTransaction(session, userId, work);
  const queryAs =
    session instanceof PgliteSession
      ? queryAsOf((session as unknown as EmbeddedSessionParts).client)
      : undefined;
  if (queryAs) return inEmbeddedUserTransaction(session, queryAs, userId, work);
  return inDatabaseTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('app.user_id', ${userId}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}

/**
 * What drizzle's `NodePgSession.transaction()` does (check out a client, run the work on a session
 * of its own, commit or roll back, release), with a transaction that opens only when the work
 * first does more than read (UserConnection). A client whose rollback fails is dropped, not pooled.
 */
async function inPooledUserTransaction<T>(
  session: object,
  userId: string,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const { client: pool, dialect, schema, options } = session as PooledSessionParts;
  return withPooledClient(pool, async (client, dropOnRelease) => {
    const connection = new UserConnection(client, userId);
    try {
      const own = new NodePgSession(
        connection as unknown as pg.PoolClient,
        dialect,
        schema,
        options,
      );
      const result = await work(new NodePgTransaction(dialect, own, schema) as unknown as AppDb);
      await connection.commit();
      return result;
    } catch (error) {
      // A statement of work that failed while others ran (Promise.all) may still be on its way.
      await connection.idle();
      // Also after a failed BEGIN or COMMIT: a ROLLBACK with no transaction open only warns.
      if (connection.inTransaction) await client.query('rollback').catch(dropOnRelease);
      throw error;
    }
  });
}

/** The parts of drizzle's PGlite session its own `transaction()` builds a transaction from. */
interface EmbeddedSessionParts {
  client: PGlite;
  dialect: ConstructorParameters<typeof PgliteSession>[1];
  schema: ConstructorParameters<typeof PgliteSession>[2];
  options: ConstructorParameters<typeof PgliteSession>[3];
}

/**
 * The same on the embedded database (EmbeddedUserConnection): drizzle's PGlite session over a
 * client that opens PGlite's transaction only when the work first does more than read.
 */
async function inEmbeddedUserTransaction<T>(
  session: object,
  queryAs: QueryAs,
  userId: string,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const { client, dialect, schema, options } = session as EmbeddedSessionParts;
  const connection = new EmbeddedUserConnection(client, queryAs, userId);
  try {
    const own = new PgliteSession(connection as unknown as PGlite, dialect, schema, options);
    const result = await work(new PgliteTransaction(dialect, own, schema) as unknown as AppDb);
    await connection.commit();
    return result;
  } catch (error) {
    await connection.rollBack(error);
    throw error;
  }
}

/**
 * What drizzle's PGlite session queries through in a signed-in call. Until the call writes, a
 * statement known to only read runs with the context in one call into PGlite, in a transaction of
 * its own (as on PostgreSQL, it sees at READ COMMITTED what the call's transaction would have
 * seen). The first other statement opens PGlite's transaction, context first, and everything after
 * it, reads too, runs in it: a read queued behind the opening waits for the transaction, never for
 * PGlite's transaction lock the call itself holds.
 */
class EmbeddedUserConnection {
  private opened: Promise<Transaction> | undefined;
  private settled: Promise<void> | undefined;
  private end: { commit: () => void; rollBack: (reason: unknown) => void } | undefined;
  private over = false;
  private readonly context: ContextStatement;

  constructor(
    private readonly pglite: PGlite,
    private readonly queryAs: QueryAs,
    userId: string,
  ) {
    this.context = { text: CONTEXT_TEXT, params: [userId, APP_ROLE] };
  }

  query<R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> {
    // A statement left running past the call's end would open a transaction nobody ends.
    if (this.over)
      return Promise.reject(new Error('The call has ended; its statement did not run.'));
    if (this.opened) return this.opened.then((tx) => tx.query<R>(text, params, options));
    if (isReadOnly(text)) return this.queryAs<R>(this.context, text, params, options);
    return this.open().then((tx) => tx.query<R>(text, params, options));
  }

  private open(): Promise<Transaction> {
    const ended = new Promise<void>((commit, rollBack) => (this.end = { commit, rollBack }));
    // A failure may end the call while the context is still on its way: not an unhandled rejection.
    ended.catch(() => undefined);
    this.opened = new Promise<Transaction>((resolve, reject) => {
      this.settled = this.pglite.transaction(async (tx) => {
        await tx.query(this.context.text, this.context.params);
        resolve(tx);
        // PGlite commits when this returns and rolls back when it throws.
        await ended;
      });
      this.settled.catch(reject);
    });
    return this.opened;
  }

  async commit(): Promise<void> {
    this.over = true;
    this.end?.commit();
    await this.settled;
  }

  /** After a failure: what was written is rolled back; the failure itself is the caller's to report. */
  async rollBack(reason: unknown): Promise<void> {
    this.over = true;
    this.end?.rollBack(reason);
    await this.settled?.catch(() => undefined);
  }
}

const CONTEXT_TEXT = `select set_config('app.user_id', $1, true), set_config('role', $2, true)`;

/** What a statement held back for the call's `COMMIT` answers at once: nothing (nobody reads it). */
const HELD_BACK: pg.QueryResult = { command: '', rowCount: null, oid: 0, fields: [], rows: [] };

type QueryArguments = [config: string | pg.QueryConfig, values?: unknown[]];

/**
 * The client a signed-in call's drizzle session queries through. Until the call's transaction
 * opens, each statement carries the row-level-security context (PipelinedUserQuery): one that only
 * reads (declared-statements.ts) runs in a transaction of its own, which at READ COMMITTED sees
 * what it would have seen inside the call's transaction, since each statement takes its own
 * snapshot there and nothing of the call's is written yet; any other opens the transaction, and
 * what follows runs in it as on any client. A statement declared to run at commit waits for the
 * next statement or the call's end, and its last goes in one message with the `COMMIT`.
 */
class UserConnection {
  inTransaction = false;
  private readonly heldBack: QueryArguments[] = [];
  /**
   * Settles when the statement asked for last has: work that issues statements at once (a
   * `Promise.all`) gets them sent one after another. node-postgres would queue them itself, but
   * warns that pg@9 will refuse a query while another runs.
   */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly userId: string,
  ) {}

  query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const result = this.previous.then(() => this.queryInTurn(config, values));
    this.previous = result.catch(() => undefined);
    return result;
  }

  /** Resolves once no statement of the call is on its way. */
  async idle(): Promise<void> {
    await this.previous;
  }

  private queryInTurn(
    config: string | pg.QueryConfig,
    values?: unknown[],
  ): Promise<pg.QueryResult> {
    if (runsAtCommit(textOf(config))) {
      this.heldBack.push([config, values]);
      return Promise.resolve(HELD_BACK);
    }
    if (this.heldBack.length === 0) return this.send(config, values);
    return this.sendHeldBack(this.heldBack.length).then(() => this.send(config, values));
  }

  /**
   * Ends the call: what was held back is sent, the last of it with the `COMMIT`, or, when the call
   * wrote nothing else, alone with the context in a transaction of its own.
   */
  async commit(): Promise<void> {
    await this.idle();
    await this.sendHeldBack(this.heldBack.length - 1);
    const last = this.heldBack.pop();
    if (!last) {
      if (this.inTransaction) await this.client.query('commit');
    } else if (this.inTransaction) {
      await this.pipeline(last, { commits: true }, async () => {
        await this.client.query(...last);
        await this.client.query('commit');
      });
    } else {
      await this.pipeline(last, { userId: this.userId, opensTransaction: false }, async () => {
        await this.openThenQuery(...last);
        await this.client.query('commit');
      });
    }
    this.inTransaction = false;
  }

  /** The first `count` statements held back, in order, each as any statement. */
  private async sendHeldBack(count: number): Promise<void> {
    for (const [config, values] of this.heldBack.splice(0, Math.max(count, 0))) {
      await this.send(config, values);
    }
  }

  private send(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.inTransaction) return this.client.query(config, values);
    const opens = !isReadOnly(textOf(config));
    return this.pipeline(
      [config, values],
      { userId: this.userId, opensTransaction: opens },
      () => this.openThenQuery(config, values),
      () => {
        this.inTransaction ||= opens;
      },
    );
  }

  /**
   * Sends one statement with its company in one message (PipelinedUserQuery), or, for a text that
   * may hold several statements, as `otherwise` says. `onSent` runs once it goes out pipelined.
   */
  private pipeline<Otherwise>(
    [config, values]: QueryArguments,
    company: ConstructorParameters<typeof PipelinedUserQuery>[1],
    otherwise: () => Promise<Otherwise>,
    onSent?: () => void,
  ): Promise<pg.QueryResult | Otherwise> {
    return new Promise((resolve, reject) => {
      const statement = new pg.Query(
        withStatementName(this.client, config, values),
        values,
        (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult)),
      );
      if (!PipelinedUserQuery.fits(statement)) {
        otherwise().then(resolve, reject);
        return;
      }
      onSent?.();
      const pipelined: pg.Submittable = new PipelinedUserQuery(statement, company);
      this.client.query(pipelined);
    });
  }

  /**
   * A text that may hold several statements goes by the simple protocol, which takes no values:
   * the transaction opens in a message of its own first, the user id as an escaped literal.
   */
  private async openThenQuery(
    config: string | pg.QueryConfig,
    values?: unknown[],
  ): Promise<pg.QueryResult> {
    this.inTransaction = true;
    await this.client.query(
      `begin; select set_config('app.user_id', ${pg.escapeLiteral(this.userId)}, true), set_config('role', '${APP_ROLE}', true)`,
    );
    return this.client.query(config, values);
  }
}

function textOf(config: string | pg.QueryConfig): string {
  return typeof config === 'string' ? config : config.text;
}
