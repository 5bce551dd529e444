import fs from 'node:fs';
import { loadEnv } from '@/env';
import {
  AuthSecretError,
  type AuthSecret,
  authSecretFile,
  formatAuthSecrets,
  parseAuthSecrets,
  readGeneratedAuthSecrets,
  storeGeneratedAuthSecrets,
} from '@/lib/auth-secret';
import { openingKeyFrom, sealingKeyFrom } from './backup-seal';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import {
  type TransferProgress,
  assertReadable,
  exportData,
  importData,
  inspectExport,
} from './data-transfer';
import { DataTransferError } from './data-transfer-error';

const USAGE = `Usage: npm run data:export -- <file.jsonl.gz.age>
       npm run data:import -- <file.jsonl.gz.age> [--allow-unsealed]

Export writes every account and everything stored for it (and the breach index) to one file,
encrypted with age: set BACKUP_PASSPHRASE (at least 12 characters) or BACKUP_RECIPIENT (an age
public key, age1…). Import loads such a file into a database that has no accounts yet (a new
DATA_DIR, or an empty PostgreSQL database), so data moves between the embedded database and
PostgreSQL in either direction; it opens the file with BACKUP_PASSPHRASE or
BACKUP_IDENTITY_FILE, and refuses a file that was changed or cut short, changing nothing.
Debian's age opens the file too: age -d -o backup.jsonl.gz <file>.

Uses the same database as the server (DATABASE_URL, or PGlite in DATA_DIR). On PGlite, stop the
server first: only one process may open the embedded database.`;

const err = (text: string) => process.stderr.write(`${text}\n`);

function progress(verb: string) {
  let last = 0;
  return ({ table, rows, total }: TransferProgress) => {
    if (Date.now() - last < 1000) return;
    last = Date.now();
    err(`${verb} ${table}: ${rows.toLocaleString('en')} of ${total.toLocaleString('en')} rows`);
  };
}

async function main(args: string[]): Promise<number> {
  const allowUnsealed = args.includes('--allow-unsealed');
  const [command, file, ...rest] = args.filter((arg) => arg !== '--allow-unsealed');
  if ((command !== 'export' && command !== 'import') || !file || rest.length > 0) {
    err(USAGE);
    return 2;
  }
  const env = loadEnv();
  // Refused before the database is opened: a refusal leaves nothing behind.
  const sealingKey = command === 'export' ? sealingKeyFrom(env) : undefined;
  if (command === 'export' && fs.existsSync(file)) {
    throw new DataTransferError(`${file} exists already; choose a new file name.`);
  }
  const openingKey = command === 'import' ? await openingKeyFrom(env) : undefined;
  if (openingKey) {
    await assertReadable(file);
    err(`Checking ${file}…`);
    const { authSecret } = await inspectExport(file, { key: openingKey, allowUnsealed });
    if (authSecret !== null) parseAuthSecrets(authSecret, 'the export');
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteDir: env.PGLITE_DIR,
  });
  try {
    if (sealingKey) {
      // The generated key ring travels with the data unless the operator sets one in the environment.
      const generated = env.BETTER_AUTH_SECRET ? undefined : readGeneratedAuthSecrets(env.DATA_DIR);
      const header = await exportData(database.db, file, {
        key: sealingKey,
        authSecret: generated ? formatAuthSecrets(generated) : null,
        onProgress: progress('Exported'),
      });
      const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
      err(
        `Exported ${rows.toLocaleString('en')} rows from ${Object.keys(header.tables).length} tables to ${file}.`,
      );
      return 0;
    }
    let adopt: AuthSecret[] | undefined;
    const header = await importData(database.db, file, {
      key: openingKey ?? {},
      allowUnsealed,
      onProgress: progress('Imported'),
      beforeWrite: (incoming) => {
        adopt = secretsToAdopt(env.BETTER_AUTH_SECRET, env.DATA_DIR, incoming.authSecret);
      },
    });
    // Only once the rows are in: a file that fails half way must leave DATA_DIR as it was.
    if (adopt) storeGeneratedAuthSecrets(env.DATA_DIR, adopt);
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
 * Sessions and two-step secrets are sealed with the source's key ring. Adopt it when this host
 * generates its own (after checking it: a weak secret is refused); refuse when this host already
 * has a different one.
 */
function secretsToAdopt(
  configured: string | undefined,
  dataDir: string,
  incoming: string | null,
): AuthSecret[] | undefined {
  if (incoming === null) return undefined;
  const secrets = parseAuthSecrets(incoming, 'the export');
  if (configured) return undefined;
  const existing = readGeneratedAuthSecrets(dataDir);
  if (existing === undefined) return secrets;
  if (formatAuthSecrets(existing) !== formatAuthSecrets(secrets)) {
    throw new DataTransferError(
      `${authSecretFile(dataDir)} holds a different secret from the export's. Import into a new DATA_DIR, or set BETTER_AUTH_SECRET to the source's secret.`,
    );
  }
  return undefined;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      err(`${error.message}\nStop the Bulwark server, then run this again.`);
    } else if (error instanceof DataTransferError || error instanceof AuthSecretError) {
      err(`Stopped: ${error.message}`);
    } else {
      err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  },
);
