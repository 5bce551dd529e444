import fs from 'node:fs';
import { loadEnv } from '@/env';
import {
  authSecretFile,
  readGeneratedAuthSecret,
  storeGeneratedAuthSecret,
} from '@/lib/auth-secret';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import {
  DataTransferError,
  type TransferProgress,
  assertReadable,
  exportData,
  importData,
} from './data-transfer';

const USAGE = `Usage: npm run data:export -- <file.jsonl.gz>
       npm run data:import -- <file.jsonl.gz>

Export writes every account and everything stored for it (and the breach index) to one gzip'd
file, readable only by you: keep it as safely as the database itself. Import loads such a file
into a database that has no accounts yet (a new DATA_DIR, or an empty PostgreSQL database), so
data moves between the embedded database and PostgreSQL in either direction.

Uses the same database as the server (DATABASE_URL, or PGlite in DATA_DIR). On PGlite, stop the
server first: only one process may open the embedded database.`;

const err = (text: string) => process.stderr.write(`${text}\n`);

function progress(verb: string) {
  let last = 0;
  return ({ table, rows }: TransferProgress) => {
    if (Date.now() - last < 1000) return;
    last = Date.now();
    err(`${verb} ${table}: ${rows.toLocaleString('en')} rows`);
  };
}

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if ((command !== 'export' && command !== 'import') || !file) {
    err(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (command === 'export' && fs.existsSync(file)) {
    throw new DataTransferError(`${file} exists already; choose a new file name.`);
  }
  if (command === 'import') await assertReadable(file);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    if (command === 'export') {
      // The generated secret travels with the data unless the operator sets one in the environment.
      const authSecret = env.BETTER_AUTH_SECRET
        ? null
        : (readGeneratedAuthSecret(env.DATA_DIR) ?? null);
      const header = await exportData(database.db, file, {
        authSecret,
        onProgress: progress('Exported'),
      });
      const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
      err(
        `Exported ${rows.toLocaleString('en')} rows from ${Object.keys(header.tables).length} tables to ${file}.`,
      );
      return 0;
    }
    const header = await importData(database.db, file, {
      onProgress: progress('Imported'),
      beforeWrite: (incoming) =>
        adoptSecret(env.BETTER_AUTH_SECRET, env.DATA_DIR, incoming.authSecret),
    });
    const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
    err(
      `Imported ${rows.toLocaleString('en')} rows into ${Object.keys(header.tables).length} tables from ${file}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Sessions and two-step secrets are sealed with the source's secret. Adopt it when this host
 * generates its own; refuse when this host already has a different one.
 */
function adoptSecret(
  configured: string | undefined,
  dataDir: string,
  incoming: string | null,
): void {
  if (configured || incoming === null) return;
  const existing = readGeneratedAuthSecret(dataDir);
  if (existing === undefined) return storeGeneratedAuthSecret(dataDir, incoming);
  if (existing !== incoming) {
    throw new DataTransferError(
      `${authSecretFile(dataDir)} holds a different secret from the export's. Import into a new DATA_DIR, or set BETTER_AUTH_SECRET to the source's secret.`,
    );
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      err(`${error.message}\nStop the Bulwark server, then run this again.`);
    } else if (error instanceof DataTransferError) {
      err(`Stopped: ${error.message}`);
    } else {
      err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  },
);
