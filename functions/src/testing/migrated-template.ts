import fs from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump (`dumpDataDir`) of a migrated database that has started once. */
    pgliteSnapshotFile?: string;
    /** A PostgreSQL database, migrated and started once, that test databases copy. */
    postgresTemplate?: string;
    /** A folder for files tests write, removed when the run ends (breach-fixtures.ts). */
    scratchDir?: string;
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated database the run prepared once (database-template.global-setup.ts): a PGlite dump,
 * read once per worker, or the name of a PostgreSQL template. Empty when none was prepared.
 */
export async function migratedTemplate(): Promise<{ pglite?: Blob; postgres?: string }> {
  const postgres = inject('postgresTemplate');
  if (postgres) return { postgres };
  const file = inject('pgliteSnapshotFile');
  if (!file) return {};
  snapshot ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return { pglite: await snapshot };
}
