import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FeatureNames } from './feature-names';

const MIGRATIONS = 'functions/src/db/migrations';

/**
 * What drizzle-kit cannot write: the unprivileged role may read, add and remove the table's rows
 * (add UPDATE when the feature updates), and row-level security shows each person only theirs
 * (ADR 001). Without these the access-rules suite fails for the new table.
 */
function rowLevelSecurity(table: string): string {
  return [
    `GRANT SELECT, INSERT, DELETE ON "${table}" TO bulwark_app;`,
    `ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY;`,
    `CREATE POLICY ${table}_owner ON "${table}" TO bulwark_app USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());`,
  ]
    .map((statement) => `--> statement-breakpoint\n${statement}\n`)
    .join('');
}

function lastMigrationTag(root: string): string | undefined {
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag;
}

/** Generates the table's migration with drizzle-kit, then adds its grant and owner policy. */
export function generateMigration(root: string, names: FeatureNames): string {
  const before = lastMigrationTag(root);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'drizzle-kit'),
    ['generate', '--name', names.snake],
    { cwd: path.join(root, 'functions'), encoding: 'utf8' },
  );
  const tag = lastMigrationTag(root);
  if (result.status !== 0 || tag === undefined || tag === before) {
    throw new Error(`drizzle-kit generated no migration:\n${result.stdout}${result.stderr}`);
  }
  const file = path.join(MIGRATIONS, `${tag}.sql`);
  const sql = fs.readFileSync(path.join(root, file), 'utf8').trimEnd();
  fs.writeFileSync(path.join(root, file), `${sql}\n${rowLevelSecurity(`${names.snake}_item`)}`);
  return file;
}
