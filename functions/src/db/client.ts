import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db as IDatabase, fromPglite } from 'pg-boss';
import { createFilesOwnerOnly, restrictTreeToOwner } from '@/lib/owner-only-files';
import { acquireDataDirLock } from './data-dir-lock';
import { withPreparedStatements } from './pglite-prepared';
import { prepareStatementsOnAcquire } from './postgres-prepared';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One database, embedded (PGlite) or PostgreSQL, behind the same small surface. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDb;
  /** What pg-boss runs on: a PGlite adapter, or a connection string for its own pool. */
  bossConnection: { db: IDatabase } | { connectionString: string };
  /**
   * LISTEN on a channel. `onListening(false)` says the connection broke (notices sent meanwhile
   * are lost), `onListening(true)` that it listens again; the embedded database never breaks.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<Listener>;
  /** Applied migrations equal the shipped ones. */
  isMigrated(): Promise<boolean>;
  close(): Promise<void>;
}

export interface Listener {
  stop(): Promise<void>;
  /**
   * Sends `payload` on the channel so that it comes back to this listener after every notice
   * committed before the call: proof that nothing committed earlier is still unheard. On
   * PostgreSQL it is a NOTIFY from the listening connection itself, so it never waits for a pool
   * slot behind the load, and a listening connection that hangs silently never brings it back.
   * PGlite hands notices to listeners in this process while the committing statement returns, so
   * there every earlier notice is already heard and the payload comes back at once.
   */
  echo(payload: string): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… or undefined for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Bulwark's data directory: locked for the life of the process when PGlite is used. */
  dataDir: string;
  /** PGlite's own directory (default dataDir/pgdata); `memory://` for a throwaway database. */
  pgliteDir?: string | undefined;
  /**
   * A dump (`dumpDataDir`) an in-memory PGlite starts from instead of an empty cluster: tests
   * start from one migrated database instead of running initdb and every migration per file.
   */
  pgliteSnapshot?: Blob | undefined;
  /**
   * A PostgreSQL connection that broke (server restart, idle time-out, an administrator ending
   * it). The pool replaces it; without a handler such an error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * The embedded database does not exist yet and is being created: on a small machine that takes
   * several seconds (PGlite's initdb), during which nothing else is said.
   */
  onCreatingPglite?: (pgliteDir: string) => void;
}

/** How long a broken LISTEN connection waits before it is opened again. */
const LISTEN_RETRY_MS = 1000;

/** In the bundle the migrations sit beside index.js; in source they sit beside this file. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta')));
  if (!found) throw new Error(`Migrations not found next to ${here}.`);
  return found;
}

function shippedMigrationCount(folder: string): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Raw SQL rows; both drivers answer `{ rows }`, which drizzle's shared type leaves unknown. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Rows a raw INSERT/UPDATE/DELETE changed: node-postgres says `rowCount`, PGlite `affectedRows`. */
export async function executeCount(db: AppDb, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** How many migrations this database has applied. */
export async function countApplied(db: AppDb): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    db,
    sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count ?? 0);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Every process that opens the database (the server, the CLIs) writes into DATA_DIR.
  createFilesOwnerOnly();
  restrictTreeToOwner(options.dataDir);
  const folder = migrationsFolder();
  const expected = shippedMigrationCount(folder);
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, folder, options.onConnectionError ?? (() => {}))
    : await openPglite(options.pgliteDir ?? path.join(options.dataDir, 'pgdata'), folder, options);
  return {
    ...database,
    isMigrated: async () => (await countApplied(database.db)) === expected,
  };
}

async function openPglite(
  pgliteDir: string,
  folder: string,
  options: Pick<DatabaseOptions, 'dataDir' | 'pgliteSnapshot' | 'onCreatingPglite'>,
): Promise<Omit<Database, 'isMigrated'>> {
  const { dataDir, pgliteSnapshot: snapshot, onCreatingPglite: onCreating } = options;
  const inMemory = pgliteDir.startsWith('memory://');
  if (snapshot && !inMemory) throw new Error('A PGlite snapshot is only for in-memory databases.');
  const lock = inMemory ? undefined : acquireDataDirLock(dataDir);
  try {
    // PGlite's own test: without PG_VERSION it runs initdb in the directory.
    if (!inMemory && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) onCreating?.(pgliteDir);
    const client = inMemory
      ? await PGlite.create(snapshot ? { loadDataDir: snapshot } : {})
      : await PGlite.create(pgliteDir);
    // PGlite unpacks its first database 0666; PGLITE_DIR may also lie outside DATA_DIR.
    if (!inMemory) restrictTreeToOwner(pgliteDir);
    // Requests' statements run prepared (pglite-prepared.ts); migrations and pg-boss use PGlite as is.
    const db = drizzlePglite({
      client: withPreparedStatements(client),
      schema,
    }) as unknown as AppDb;
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: folder });
    return {
      kind: 'pglite',
      db,
      bossConnection: { db: fromPglite(client) },
      async listen(channel, onPayload) {
        const unlisten = await client.listen(channel, onPayload);
        let listening = true;
        return {
          async stop() {
            listening = false;
            await unlisten();
          },
          echo(payload) {
            if (!listening) return Promise.reject(new Error(`not listening on ${channel}`));
            queueMicrotask(() => onPayload(payload));
            return Promise.resolve();
          },
        };
      },
      async close() {
        try {
          // A checkpoint makes the next start skip WAL replay (pglite#327).
          await client.query('CHECKPOINT');
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** Serialises migrations when several hosts start at once against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_242_001;

async function openPostgres(
  url: string,
  folder: string,
  onConnectionError: (error: Error) => void,
): Promise<Omit<Database, 'isMigrated'>> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onConnectionError);
  // The pool reports errors of idle connections only. One in use (a transaction under way when
  // the server restarts) reports on itself, and an 'error' event nobody listens to ends the
  // process: every instance would go down with its database. Its query fails instead, and the
  // pool drops the broken connection when it is released.
  pool.on('acquire', (client) => client.on('error', onConnectionError));
  pool.on('release', (_error, client) => client.removeListener('error', onConnectionError));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as AppDb;
  const migrator = await pool.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: migrator, schema }), { migrationsFolder: folder });
  } finally {
    await migrator
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    migrator.release();
  }
  // After the migrations: their statements are run once and need no plan kept.
  prepareStatementsOnAcquire(pool);
  return {
    kind: 'postgres',
    db,
    bossConnection: { connectionString: url },
    listen: (channel, onPayload, onListening = () => {}) =>
      listenWithReconnect(pool, channel, onPayload, { onConnectionError, onListening }),
    async close() {
      await pool.end();
    },
  };
}

/**
 * LISTEN holds one connection for the life of the process. When it breaks, it is opened again
 * (after LISTEN_RETRY_MS, until it works), so change notices resume without a restart.
 */
async function listenWithReconnect(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  {
    onConnectionError,
    onListening,
  }: { onConnectionError: (error: Error) => void; onListening: (listening: boolean) => void },
): Promise<Listener> {
  let stopped = false;
  let current: pg.PoolClient | undefined;
  let releaseCurrent: (error?: Error) => void = () => {};
  let retry: NodeJS.Timeout | undefined;
  let echoes: Promise<unknown> = Promise.resolve();
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    // A client goes back to the pool exactly once: on error, on a failed LISTEN, or at stop.
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      if (current === client) current = undefined;
      client.release(error);
    };
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    client.on('error', (error) => {
      // Reported by the listener every connection in use has (openPostgres); here it is only
      // replaced. After stop (or a failed LISTEN) the client is the pool's.
      if (released) return;
      release(error);
      onListening(false);
      scheduleRetry();
    });
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    current = client;
    releaseCurrent = release;
    onListening(true);
  };
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().catch((error: unknown) => {
        onConnectionError(error instanceof Error ? error : new Error(String(error)));
        scheduleRetry();
      });
    }, LISTEN_RETRY_MS);
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      if (!client) return;
      await echoes;
      await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      releaseCurrent();
    },
    echo(payload) {
      // One query at a time on the connection (pg deprecates overlapping ones): echoes queue.
      const sent = echoes.then(async () => {
        if (!current) throw new Error(`not listening on ${channel}`);
        await current.query('select pg_notify($1, $2)', [channel, payload]);
      });
      echoes = sent.catch(() => undefined);
      return sent;
    },
  };
}
