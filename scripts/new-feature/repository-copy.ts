import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Build output, data and installed packages: never copied (packages are linked instead). */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  '.test-data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const WORKSPACES = ['contracts', 'functions', 'web', 'tests'];

/**
 * A throwaway copy of the repository's sources that uses its installed packages, so a feature
 * can be scaffolded, type-checked, linted and tested without touching the working tree (and
 * without disturbing tests running there). `@bulwark/*` resolve to the copy's own workspaces.
 */
export function copyRepository(root: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-new-feature-'));
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.basename(source)),
  });
  const packages = path.join(copy, 'node_modules');
  fs.mkdirSync(path.join(packages, '@bulwark'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@bulwark') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(packages, entry));
  }
  for (const workspace of WORKSPACES) {
    fs.symlinkSync(path.join(copy, workspace), path.join(packages, '@bulwark', workspace));
    const own = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(copy, workspace, 'node_modules'));
  }
  return copy;
}

/** Every source file's content digest, by path from `dir` (packages and build output left out). */
export function fileDigests(dir: string): Map<string, string> {
  const digests = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (NOT_COPIED.has(entry.name)) continue;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const content = fs.readFileSync(path.join(dir, file));
        digests.set(file, createHash('sha256').update(content).digest('hex'));
      }
    }
  };
  walk('');
  return digests;
}

/** What changed in `dir` since `before`: files created, and existing files edited. */
export function changesSince(dir: string, before: Map<string, string>) {
  const after = fileDigests(dir);
  const created = [...after.keys()].filter((file) => !before.has(file)).sort();
  const edited = [...after].filter(
    ([file, digest]) => before.has(file) && before.get(file) !== digest,
  );
  return { created, edited: edited.map(([file]) => file).sort() };
}
