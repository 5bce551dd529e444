import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from '@/env';
import { type ProgressOutput, createProgressReporter } from '@/lib/progress-reporter';
import type { HashMode } from './hash-mode';
import { ingestPwnedPasswords, type IngestReport, otherHashTypeHint } from './ingest';
import { describeProgress, formatCount, formatDuration } from './ingest-progress';
import { IngestInputError } from './ingest-source';
import { resolvePwnedPasswordsDirectory } from './pwned-passwords-directory';

const USAGE = `Usage: npm run ingest:passwords -- <pwnedpasswords.txt | directory of {PREFIX}.txt> [--ntlm] [--store <dir>]

Loads HaveIBeenPwned's PwnedPasswordsDownloader output into Bulwark's local store
(default: $PWNED_PASSWORDS_DIR, else $DATA_DIR/pwned-passwords). --ntlm: the input holds NTLM hashes.
A running server picks the new store up within a second.
`;

/**
 * `npm run ingest:passwords`: exit 0 done, 1 the input or store could not be used (an input
 * without a single valid line included: the previous store stays), 2 bad usage.
 */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: ProgressOutput;
}

export async function runIngestCli(
  argv: string[],
  io: CliIo = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ntlm: { type: 'boolean', default: false },
        store: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const [input, ...extra] = parsed.positionals;
  if (input === undefined || extra.length > 0) {
    io.stderr.write(USAGE);
    return 2;
  }
  const mode: HashMode = parsed.values.ntlm ? 'ntlm' : 'sha1';
  const storeDirectory = path.resolve(
    parsed.values.store ?? resolvePwnedPasswordsDirectory(loadEnv()),
  );
  const progress = createProgressReporter(io.stderr, describeProgress);
  const startedAt = Date.now();
  try {
    const report = await ingestPwnedPasswords({
      input,
      storeDirectory,
      mode,
      onProgress: (update) => progress.update(update),
    });
    progress.finish();
    io.stdout.write(summarize(report, Date.now() - startedAt));
    return 0;
  } catch (error) {
    progress.finish();
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${error instanceof IngestInputError ? '' : 'Ingest failed: '}${message}\n`);
    return 1;
  }
}

function summarize(report: IngestReport, milliseconds: number): string {
  const rate = Math.round(report.lines / Math.max(milliseconds / 1000, 0.001));
  const malformed = Object.entries(report.malformed);
  const malformedTotal = malformed.reduce((sum, [, count]) => sum + count, 0);
  const details = malformed.map(([kind, count]) => `${kind}: ${formatCount(count)}`).join(', ');
  return [
    `Loaded ${formatCount(report.hashes)} ${report.mode === 'ntlm' ? 'NTLM' : 'SHA-1'} hashes into ${report.storePath}`,
    `${formatCount(report.lines)} lines in ${formatDuration(milliseconds)} (${formatCount(rate)} lines/s).`,
    malformedTotal > 0
      ? `Skipped ${formatCount(malformedTotal)} malformed lines (${details}).`
      : 'No malformed lines.',
    ...((report.malformed['other hash type'] ?? 0) > 0
      ? [`Some lines were skipped as the other hash type. ${otherHashTypeHint(report.mode)}`]
      : []),
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runIngestCli(process.argv.slice(2))
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exitCode = 1;
    });
}
