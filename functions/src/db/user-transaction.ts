import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AppDb } from './client';

/** The row-level-security context: `set_config('role', …, true)` is what `SET LOCAL ROLE` does. */
const APP_ROLE = 'bulwark_app';

/**
 * Runs `work` in one transaction as the unprivileged role with `app.user_id` set, so row-level
 * security limits every query to that user's rows.
 *
 * On PostgreSQL the `BEGIN` and the context travel as one message: each round trip to the server
 * costs a socket write and wakes its backend, and on a small VM those dominated a signed-in call
 * (docs/benchmarks.md, "Where a call on PostgreSQL goes"). A read makes three round trips instead
 * of four. The embedded database has no socket, so it keeps drizzle's own transaction.
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
 * What drizzle's `NodePgSession.transaction()` does (check out a client, a transaction on a
 * session of its own, commit or roll back, release), with the context in the `BEGIN` message. The
 * user id goes in as an escaped literal: the simple protocol, which takes several statements in
 * one message, takes no parameters. A client whose rollback fails is dropped, not pooled.
 */
async function inPooledUserTransaction<T>(
  session: object,
  userId: string,
  work: (tx: AppDb) => Promise<T>,
): Promise<T> {
  const { client: pool, dialect, schema, options } = session as PooledSessionParts;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(
      `begin; select set_config('app.user_id', ${pg.escapeLiteral(userId)}, true), set_config('role', '${APP_ROLE}', true)`,
    );
    const own = new NodePgSession(client, dialect, schema, options);
    const result = await work(new NodePgTransaction(dialect, own, schema) as unknown as AppDb);
    await client.query('commit');
    return result;
  } catch (error) {
    // Also after a failed BEGIN or COMMIT: a ROLLBACK with no transaction open only warns.
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
