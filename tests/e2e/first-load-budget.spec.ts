import fs from 'node:fs';
import path from 'node:path';
import {
  FIRST_LOAD_GOAL_BYTES,
  firstLoadScripts,
  gzipBytes,
} from '../../scripts/first-load-scripts';
import { expect, test } from '../support/fixtures';

// Issue 12: the JavaScript every first visit loads before any page's own code, read from the
// production build these tests run against. The budget is the goal.
const BUILT = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * What stays off the first load, each by a string only its code carries. They load with the
 * first page instead; the bundler would put them back unnoticed (decision 024).
 */
const LOADED_WITH_PAGES = {
  "the pages' Chakra recipes (the card's)": 'chakra-card',
  'TanStack Query': 'refetchOnWindowFocus',
};

/** The text of every JavaScript chunk in the build. */
function builtChunks(): string[] {
  const assets = path.join(BUILT, 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
}

test('the first load stays within 150 KB gzipped and without what pages bring', () => {
  const scripts = firstLoadScripts(BUILT);
  expect(scripts.length).toBeGreaterThan(1);
  const total = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
  expect(total, `first load ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(
    FIRST_LOAD_GOAL_BYTES,
  );

  const firstLoad = scripts.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const pageChunks = builtChunks().join('\n');
  for (const [what, marker] of Object.entries(LOADED_WITH_PAGES)) {
    // The marker is real: the build does carry it, in a page's chunk.
    expect(pageChunks, what).toContain(marker);
    expect(firstLoad, what).not.toContain(marker);
  }
  // Immer is nowhere: a createSlice in any chunk would bring it onto the first load.
  expect(pageChunks).not.toContain('immer-state');
  // Nor are the recipes and anatomies of Chakra components no page draws (a carousel's part):
  // Chakra's theme names all 76, and the entry built them all until the bundler was told its
  // `define…` calls have no effect (web/vite.config.ts).
  expect(pageChunks).not.toContain('autoplayIndicator');
});

test("a lazy page's import inserts no modulepreload links of its own (decision 027)", () => {
  const chunks = builtChunks();
  // Vite writes each dynamic import's dependency list through this helper, and only then.
  expect(chunks.some((chunk) => chunk.includes('__vite__mapDeps'))).toBe(false);
  // index.html still preloads what the entry imports.
  expect(fs.readFileSync(path.join(BUILT, 'index.html'), 'utf8')).toContain('rel="modulepreload"');
});
