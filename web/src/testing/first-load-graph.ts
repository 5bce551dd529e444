import ts from 'typescript';

/**
 * The graph of the app's first load (the entry chunk and what it preloads), walked over the
 * sources. The bundler puts into the entry chunk exactly what main.tsx reaches through static
 * imports (dynamic `import()` and `new Worker(new URL(…))` start chunks of their own), so no build
 * is needed, and a test fails as soon as a static import pulls something forward. Type-only
 * imports are erased and not followed; `import { type X }` is (verbatimModuleSyntax keeps it as a
 * side-effect import). The shared contracts are followed too.
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
export const SOURCES: Record<string, string> = {
  ...WEB_SOURCES,
  ...Object.fromEntries(
    Object.entries(CONTRACTS_SOURCES).map(([file, source]) => [
      file.replace(/^(\.\.\/)+/, '/'),
      source,
    ]),
  ),
};

/** Its exports map `@bulwark/contracts/<path>` to `contracts/src/<path>.ts` (or its index.ts). */
const CONTRACTS_PACKAGE = '@bulwark/contracts/';

export interface FirstLoadGraph {
  /** Source files the entry reaches statically. */
  modules: Set<string>;
  /** Packages those files import, by name. */
  packages: Set<string>;
}

/** Static import and re-export specifiers of one file (not `import type`, not `import()`). */
export function staticImports(file: string, source: string): string[] {
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

export function resolveLocal(
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

export function firstLoadGraph(entry: string, sources: Record<string, string>): FirstLoadGraph {
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
