import { parseArgs } from 'node:util';
import { DataDirLockedError } from '@/db/data-dir-lock';
import { openDatabase } from '@/db/client';
import { loadEnv } from '@/env';
import { systemClock } from '@/lib/clock';
import { createLogger } from '@/lib/logger';
import { createProgressReporter } from '@/lib/progress-reporter';
import { IngestError, ingestBreachFiles } from './breach-ingest.service';
import { formatProgress, formatSummary } from './ingest-progress';

const USAGE = `Usage: npm run ingest:breach -- --breach <Name> [--meta <breach.json>] <file>...

Reads breach files (one address per line, CSV with an email column, or email:anything lines;
gzip allowed) into Bulwark's email index. Only SHA-1 hashes of the addresses are stored.
  --breach <Name>  a breach in the catalog, or a new local one described by --meta
  --meta <file>    the new breach's catalog fields (HIBP's JSON shape: Title, Domain, BreachDate…)
  --json           print the summary as JSON (for scripts)

Uses the same database as the server (DATABASE_URL, or PGlite in DATA_DIR). On PGlite, stop the
server first: only one process may open the embedded database.`;

const out = (text: string) => process.stdout.write(`${text}\n`);
const err = (text: string) => process.stderr.write(`${text}\n`);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      breach: { type: 'string' },
      meta: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help || !values.breach || positionals.length === 0) {
    (values.help ? out : err)(USAGE);
    return values.help ? 0 : 2;
  }
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteDir: env.PGLITE_DIR,
  });
  const progress = createProgressReporter(process.stderr, formatProgress);
  try {
    const summary = await ingestBreachFiles(
      { db: database.db, logger, clock: systemClock },
      {
        breachName: values.breach,
        metaFile: values.meta,
        files: positionals,
        onProgress: (update) => progress.update(update),
      },
    );
    progress.finish();
    for (const warning of summary.warnings) err(`Warning: ${warning}`);
    out(values.json ? JSON.stringify(summary) : formatSummary(summary));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      err(
        `${error.message}\nThe Bulwark server is using the embedded database. Stop it, run the ingest, then start it ` +
          'again — or run Bulwark on PostgreSQL (DATABASE_URL), where the ingest can run beside the server.',
      );
    } else if (error instanceof IngestError) {
      err(`Ingest stopped: ${error.message}`);
    } else {
      err(`Ingest failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  },
);
