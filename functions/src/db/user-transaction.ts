import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDb } from './client';
import { APP_ROLE, PipelinedUserQuery } from './pipelined-user-query';
import { withStatementName } from './postgres-prepared';
import { isReadOnly } from './read-only-statements';

/**
 * Runs `work` as the unprivileged role with `app.user_id` set, so row-level security limits every
 * query to that user's rows; what it writes, it writes in one transaction.
 *
 * On PostgreSQL each round trip costs a socket write and wakes the server's backend, and on a
 * small machine those were most of a signed-in call (docs/benchmarks.md). So the context travels
 * with the call's first statement, and a statement known to only read runs in a transaction of
 * its own while nothing has been written: a read is one round trip (decision 036). The embedded
 * database has no socket, so it keeps drizzle's own transaction.
 */
export async function inUserTransaction<T>(
  db: AppDb,
  userId: string,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const session = db._.session;
  if (session instanceof NodePgSession) return inPooledUserTransaction(session, userId, work);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.user_id', ${userId}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}

/** The parts of drizzle's node-postgres session its own `transaction()` builds a transaction from. */
interface PooledSessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
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
  const client = await pool.connect();
  const connection = new UserConnection(client, userId);
  let broken: Error | undefined;
  try {
    const own = new NodePgSession(connection as unknown as pg.PoolClient, dialect, schema, options);
    const result = await work(new NodePgTransaction(dialect, own, schema) as unknown as AppDb);
    if (connection.inTransaction) await client.query('commit');
    return result;
  } catch (error) {
    // Also after a failed BEGIN or COMMIT: a ROLLBACK with no transaction open only warns.
    if (connection.inTransaction) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The client a signed-in call's drizzle session queries through. Until the call's transaction
 * opens, each statement carries the row-level-security context (PipelinedUserQuery): one that only
 * reads (read-only-statements.ts) runs in a transaction of its own, which at READ COMMITTED sees
 * what it would have seen inside the call's transaction, since each statement takes its own
 * snapshot there and nothing of the call's is written yet; any other opens the transaction, and
 * what follows runs in it as on any client.
 */
class UserConnection {
  inTransaction = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly userId: string,
  ) {}

  query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.inTransaction) return this.client.query(config, values);
    return new Promise((resolve, reject) => {
      const statement = new pg.Query(
        withStatementName(this.client, config, values),
        values,
        (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult)),
      );
      if (!PipelinedUserQuery.fits(statement)) {
        this.openThenQuery(config, values).then(resolve, reject);
        return;
      }
      const opens = !isReadOnly(typeof config === 'string' ? config : config.text);
      if (opens) this.inTransaction = true;
      const pipelined: pg.Submittable = new PipelinedUserQuery(statement, this.userId, opens);
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
