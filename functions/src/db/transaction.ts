import { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { AppDb } from './client';
import { isDatabaseUnreachable } from './database-unreachable';

/** A transaction's work, as `db.transaction()` takes it. */
type TransactionWork<T> = (tx: Parameters<Parameters<AppDb['transaction']>[0]>[0]) => Promise<T>;

/** The parts of drizzle's node-postgres session its own `transaction()` builds a transaction from. */
export interface PooledSessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * `db.transaction(work)`, except that on PostgreSQL the pooled connection always goes back. Drizzle
 * checks one out and sends `BEGIN` before its `try`: when `BEGIN` fails (PostgreSQL restarting, the
 * connection cut), the connection is never released. Each such failure took one of the pool's ten
 * for good, and closing the pool then waited for ever (`npm run test:scale-out`, 2026-12-03). Here
 * drizzle's transaction runs on a session over a connection this checks out and releases; one the
 * failure says is unreachable is released as broken, so the pool drops it.
 */
export async function inDatabaseTransaction<T>(db: AppDb, work: TransactionWork<T>): Promise<T> {
  const session = db._.session;
  if (!(session instanceof NodePgSession)) return db.transaction(work);
  const { client: pool, dialect, schema, options } = session as unknown as PooledSessionParts;
  return withPooledClient(pool, async (client, dropOnRelease) => {
    try {
      const own = new NodePgSession(client, dialect, schema, options);
      return await own.transaction(work as Parameters<typeof own.transaction<T>>[0]);
    } catch (error) {
      if (isDatabaseUnreachable(error)) dropOnRelease(error);
      throw error;
    }
  });
}

/**
 * Checks a connection out of `pool` for `use` and always gives it back; one `use` says is broken
 * (`dropOnRelease`) goes back as broken, so the pool closes it instead of handing it out again.
 */
export async function withPooledClient<T>(
  pool: pg.Pool,
  use: (client: pg.PoolClient, dropOnRelease: (reason: unknown) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await use(client, (reason) => {
      broken = reason instanceof Error ? reason : new Error(String(reason));
    });
  } finally {
    client.release(broken);
  }
}
