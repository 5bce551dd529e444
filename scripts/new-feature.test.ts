import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { CONTRACTS_REGISTRY, SERVER_FEATURE_LIST } from './new-feature/register-feature';
import { copyRepository, fileDigests, changesSince } from './new-feature/repository-copy';
import { MIGRATION_JOURNAL, scaffoldProbe } from './new-feature/scaffold-probe';
import { scaffoldFeature } from './new-feature/scaffold-feature';

/**
 * `npm run new:feature` in a throwaway copy: it must touch only the two shared lists (and
 * drizzle-kit's journal) and leave a tree that type-checks. `npm run check:new-feature` goes on
 * to lint the feature and run its tests and the security suites, which takes a few minutes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('scaffolds a feature that type-checks, editing only the two shared lists', async () => {
  const probe = await scaffoldProbe(root);
  try {
    expect(probe.changes.edited).toEqual(
      [CONTRACTS_REGISTRY, MIGRATION_JOURNAL, SERVER_FEATURE_LIST].sort(),
    );
    expect(probe.changes.created).toEqual(
      [...probe.result.created, ...probe.migrationFiles].sort(),
    );
    for (const project of ['contracts', 'functions', 'web']) {
      const typecheck = probe.run('tsgo', ['-p', project]);
      expect(typecheck.status, `${project}:\n${typecheck.stdout}${typecheck.stderr}`).toBe(0);
    }
  } finally {
    probe.remove();
  }
}, 180_000);

test('refuses a malformed slug, and one a feature already has, and writes nothing', async () => {
  const copy = copyRepository(root);
  try {
    const before = fileDigests(copy);
    await expect(scaffoldFeature(copy, 'Reading List')).rejects.toThrow(
      '"Reading List" is not a feature slug: use lower-case words joined by hyphens, like reading-list.',
    );
    await expect(scaffoldFeature(copy, 'feedback')).rejects.toThrow(
      'A feature "feedback" exists already',
    );
    await expect(scaffoldFeature(copy, 'auth')).rejects.toThrow(
      'already has a authFeature: choose another slug.',
    );
    expect(changesSince(copy, before)).toEqual({ created: [], edited: [] });
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}, 60_000);
