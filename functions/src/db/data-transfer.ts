import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type OpeningKey, type SealingKey, isSealed, seal, unseal } from './backup-seal';
import { type AppDb, countApplied, queryRows } from './client';
import { DataTransferError } from './data-transfer-error';
import { inDatabaseTransaction } from './transaction';

/**
 * Moves all of Bulwark's data out of one database and into another, PGlite or PostgreSQL alike:
 * gzip'd JSON lines sealed with age (backup-seal.ts), one header line, then one line per row (`to_jsonb` of the row, read back
 * with `jsonb_populate_recordset`, so every column type round-trips). Job-queue state (pgboss)
 * and migration bookkeeping are not data: the target's own migrations and jobs take their place.
 */
export const DATA_EXPORT_FORMAT = 'bulwark-data-export';
export const DATA_EXPORT_VERSION = 1;
const FETCH_BATCH = 2000;
const INSERT_BATCH = 1000;

export interface ExportHeader {
  format: typeof DATA_EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** How many migrations the source had applied; the target must have the same. */
  migrations: number;
  tables: Record<string, number>;
  /**
   * The generated key ring that signs cookies and encrypts two-step secrets (the auth-secret
   * file's text: one secret, or several after a rotation), when no env sets it.
   */
  authSecret: string | null;
}

export interface TransferProgress {
  table: string;
  rows: number;
  /** The table's row count in the export. */
  total: number;
}

/** The application's tables, each after every table it references. */
export async function tablesInDependencyOrder(db: AppDb): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table)) return;
    if (path.has(table))
      throw new DataTransferError(`Tables reference each other in a cycle at ${table}.`);
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function* exportLines(
  db: AppDb,
  header: ExportHeader,
  onProgress: (progress: TransferProgress) => void,
): AsyncGenerator<string> {
  const counts = header.tables;
  yield `${JSON.stringify(header)}\n`;
  for (const table of Object.keys(counts)) {
    // A cursor streams the table in batches inside the export's one snapshot.
    await db.execute(
      sql`declare export_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
    );
    let done = 0;
    for (;;) {
      const rows = await queryRows<{ row: string }>(
        db,
        sql.raw(`fetch forward ${FETCH_BATCH} from export_rows`),
      );
      for (const { row } of rows) yield `${row}\n`;
      done += rows.length;
      onProgress({ table, rows: done, total: counts[table] ?? done });
      if (rows.length < FETCH_BATCH) break;
    }
    await db.execute(sql`close export_rows`);
  }
}

/** Writes every row of every application table to `file` (gzip'd JSON lines, sealed with `key`). */
export async function exportData(
  db: AppDb,
  file: string,
  options: {
    key: SealingKey;
    authSecret: string | null;
    onProgress?: (progress: TransferProgress) => void;
  },
): Promise<ExportHeader> {
  return inDatabaseTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const tables = await tablesInDependencyOrder(tx);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from ${sql.identifier(table)}`,
      );
      counts[table] = row?.count ?? 0;
    }
    const header: ExportHeader = {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      migrations: await countApplied(tx),
      tables: counts,
      authSecret: options.authSecret,
    };
    const lines = exportLines(tx, header, options.onProgress ?? (() => {}));
    const output = createWriteStream(file, { mode: 0o600, flags: 'wx' });
    // A file that is there already is refused (EEXIST) before anything is sealed into it.
    await once(output, 'open');
    const compressed = new PassThrough();
    const written = Promise.all([
      pipeline(Readable.from(lines), createGzip(), compressed),
      seal(compressed, options.key).then((sealed) => pipeline(sealed, output)),
    ]);
    await written.catch(async (error: unknown) => {
      // A half-written export must not pass for a backup (a file that was there before is never opened).
      output.destroy();
      if (!output.pending) await rm(file, { force: true });
      throw error;
    });
    return header;
  });
}

async function readHeader(lines: AsyncIterator<string>): Promise<ExportHeader> {
  const first = await lines.next();
  let header: Partial<ExportHeader> = {};
  try {
    header = JSON.parse(first.done ? '' : first.value) as Partial<ExportHeader>;
  } catch {
    throw new DataTransferError(
      'This file is not a Bulwark data export (its first line is not JSON).',
    );
  }
  if (header.format !== DATA_EXPORT_FORMAT) {
    throw new DataTransferError('This file is not a Bulwark data export.');
  }
  if (header.version !== DATA_EXPORT_VERSION) {
    throw new DataTransferError(
      `This export has format version ${String(header.version)}; this Bulwark reads ${DATA_EXPORT_VERSION}.`,
    );
  }
  return header as ExportHeader;
}

async function insertRows(tx: AppDb, table: string, rows: string[]): Promise<void> {
  const identifier = sql.identifier(table);
  await tx.execute(
    sql`insert into ${identifier} overriding system value select * from jsonb_populate_recordset(null::${identifier}, ${`[${rows.join(',')}]`}::jsonb)`,
  );
}

/** Moves every serial counter past the rows just inserted. */
async function resetSequences(tx: AppDb, tables: string[]): Promise<void> {
  const serials = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    if (!tables.includes(table)) continue;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${table}`}, ${column}),
                        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}

/**
 * Loads an export into a migrated database that holds no accounts yet, in one transaction: a
 * file that stops half way, or a row that does not fit, leaves the target as it was.
 */
export async function importData(
  db: AppDb,
  file: string,
  options: {
    key: OpeningKey;
    /** Accept a plain gzip'd export, as Bulwark wrote before backups were sealed. */
    allowUnsealed?: boolean;
    onProgress?: (progress: TransferProgress) => void;
    /** Runs once the file and the target are known to fit, before anything is written. */
    beforeWrite?: (header: ExportHeader) => void;
  },
): Promise<ExportHeader> {
  const lines = await exportLinesOf(file, options);
  const header = await readHeader(lines);
  const migrations = await countApplied(db);
  if (header.migrations !== migrations) {
    throw new DataTransferError(
      `The export was made with ${header.migrations} migrations applied and this database has ${migrations}. Import it with the Bulwark version that made it, then upgrade.`,
    );
  }
  const [users] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from "user"`,
  );
  if ((users?.count ?? 0) > 0) {
    throw new DataTransferError(
      'The target database already has accounts. Import into a fresh data directory or database.',
    );
  }
  options.beforeWrite?.(header);
  await inDatabaseTransaction(db, async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    const unknown = Object.keys(header.tables).filter((table) => !tables.includes(table));
    if (unknown.length > 0)
      throw new DataTransferError(
        `The export has tables this database lacks: ${unknown.join(', ')}.`,
      );
    // Triggers that keep state derived from other rows (the catalog's version, migration 0014)
    // leave it alone while an export loads: the export brings that state with the rows.
    await tx.execute(sql`select set_config('bulwark.loading_export', 'on', true)`);
    // Start-up seeds some tables (the breach catalog); the export's rows replace them.
    for (const table of [...tables].reverse())
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
    for (const table of tables) {
      const expected = header.tables[table] ?? 0;
      let batch: string[] = [];
      let done = 0;
      while (done + batch.length < expected) {
        const next = await lines.next();
        if (next.done)
          throw new DataTransferError(
            `The export ends early, in table ${table} after ${done + batch.length} of ${expected} rows.`,
          );
        batch.push(next.value);
        if (batch.length === INSERT_BATCH) {
          await insertRows(tx, table, batch);
          done += batch.length;
          batch = [];
          options.onProgress?.({ table, rows: done, total: expected });
        }
      }
      if (batch.length > 0) await insertRows(tx, table, batch);
      options.onProgress?.({ table, rows: expected, total: expected });
    }
    const rest = await lines.next();
    if (!rest.done && rest.value.trim() !== '')
      throw new DataTransferError('The export has more rows than its header counts.');
    await resetSequences(tx, tables);
  });
  return header;
}

async function exportLinesOf(
  file: string,
  options: { key: OpeningKey; allowUnsealed?: boolean },
): Promise<AsyncIterator<string>> {
  const input = createGunzip();
  const compressed = await openExport(file, options);
  compressed.on('error', (error) => input.destroy(error));
  compressed.pipe(input);
  return createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
}

/**
 * Reads a whole export without touching any database: its header, once every byte after it has
 * been decrypted and authenticated. The CLI runs it first, so a changed, cut-short or forged file
 * is refused before the data directory is even opened.
 */
export async function inspectExport(
  file: string,
  options: { key: OpeningKey; allowUnsealed?: boolean },
): Promise<ExportHeader> {
  const lines = await exportLinesOf(file, options);
  const header = await readHeader(lines);
  for (let next = await lines.next(); !next.done; next = await lines.next());
  return header;
}

/**
 * The gzip'd bytes of an export. An unsealed file is refused unless asked for: otherwise whoever
 * could change a backup could swap in an unsealed one, and the seal would protect nothing.
 */
async function openExport(
  file: string,
  options: { key: OpeningKey; allowUnsealed?: boolean },
): Promise<Readable> {
  if (await isSealed(file)) return unseal(file, options.key);
  if (!options.allowUnsealed) {
    throw new DataTransferError(
      'This file is not a sealed (age-encrypted) Bulwark backup. If it is an export made before backups were sealed and has stayed in your hands, import it with --allow-unsealed.',
    );
  }
  return createReadStream(file);
}

/** For the CLI: whether a path can be read, before anything is touched. */
export async function assertReadable(file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(file);
    stream.once('open', () => {
      stream.destroy();
      resolve();
    });
    stream.once('error', (error) =>
      reject(new DataTransferError(`Cannot read ${file}: ${error.message}`)),
    );
  });
}
