import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { changesSince, copyRepository, fileDigests } from './repository-copy';
import { type ScaffoldResult, scaffoldFeature } from './scaffold-feature';

/** The slug the proofs scaffold: plain, and unlike any real feature's. */
export const PROBE_SLUG = 'scaffold-probe';
/** drizzle-kit's own list of migrations, which `generate` appends to. */
export const MIGRATION_JOURNAL = 'functions/src/db/migrations/meta/_journal.json';

export interface ScaffoldProbe {
  copy: string;
  result: ScaffoldResult;
  /** The files drizzle-kit wrote: the migration's SQL and its schema snapshot. */
  migrationFiles: string[];
  changes: { created: string[]; edited: string[] };
  /** Runs one of the repository's tools in the copy, on the Node the npm scripts use. */
  run(command: string, args: string[]): SpawnSyncReturns<string>;
  remove(): void;
}

/** Scaffolds the probe feature in a throwaway copy of `root` and records what it changed. */
export async function scaffoldProbe(root: string): Promise<ScaffoldProbe> {
  const copy = copyRepository(root);
  const before = fileDigests(copy);
  const result = await scaffoldFeature(copy, PROBE_SLUG);
  const migrationNumber = path.basename(result.migration).split('_')[0] ?? '';
  const binaries = path.join(root, 'node_modules', '.bin');
  return {
    copy,
    result,
    migrationFiles: [
      result.migration,
      `functions/src/db/migrations/meta/${migrationNumber}_snapshot.json`,
    ],
    changes: changesSince(copy, before),
    run: (command, args) =>
      spawnSync(command, args, {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${binaries}${path.delimiter}${process.env.PATH ?? ''}` },
      }),
    remove: () => fs.rmSync(copy, { recursive: true, force: true }),
  };
}
