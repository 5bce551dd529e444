// The lint config's own rules, run for real: each import boundary holds in every folder it covers,
// whatever later config entries say. Snippets are linted in memory at paths inside the repository.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The boundaries need no type information; skipping it keeps the test fast.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

// ESLint loads the config and its plugins on the first lint: seconds on a loaded CI machine (5.2 s
// once, past the first test's 5 s time-out). Done once here, so each test's time-out covers only
// its own lint; the minute is a time-out against a hang, not a speed bound.
beforeAll(async () => {
  await eslint.lintText('', { filePath: path.join(root, 'web/src/lib/warm-up.ts') });
}, 60_000);

async function bulwarkMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('bulwark/'))
    .map((message) => message.message);
}

/** ESLint puts the import in front of each ban's own message: match the ban's message. */
function reported(...messages: string[]): unknown[] {
  return messages.map((message): unknown => expect.stringContaining(message));
}

const FUNCTIONS = "import '@bulwark/functions';";
const RTK_QUERY = "export { createApi } from '@reduxjs/toolkit/query';";
const REDUX_HOOKS = "export { useSelector } from 'react-redux';";
const WEB = "import '@bulwark/web';";
const DRIZZLE = "export { eq } from 'drizzle-orm';";

const WEB_NEVER_IMPORTS_FUNCTIONS = 'web never imports functions.';
const TANSTACK_QUERY = 'Server data lives in TanStack Query.';
const TYPED_HOOKS = 'Use @/app/hooks.';
const FUNCTIONS_NEVER_IMPORTS_WEB = 'functions never imports web.';

test.each([
  // Web features, at every depth the feature boundary distinguishes.
  ['web/src/features/saved-breaches/probe.ts', FUNCTIONS, [WEB_NEVER_IMPORTS_FUNCTIONS]],
  [
    'web/src/features/saved-breaches/components/probe.tsx',
    FUNCTIONS,
    [WEB_NEVER_IMPORTS_FUNCTIONS],
  ],
  [
    'web/src/features/risk-assessment/components/results/probe.tsx',
    FUNCTIONS,
    [WEB_NEVER_IMPORTS_FUNCTIONS],
  ],
  ['web/src/features/saved-breaches/probe.ts', RTK_QUERY, [TANSTACK_QUERY]],
  ['web/src/features/saved-breaches/api/probe.ts', RTK_QUERY, [TANSTACK_QUERY]],
  ['web/src/features/risk-assessment/components/history/probe.tsx', RTK_QUERY, [TANSTACK_QUERY]],
  ['web/src/features/saved-breaches/components/probe.tsx', REDUX_HOOKS, [TYPED_HOOKS]],
  // Shared web code and the composition layer.
  ['web/src/lib/probe.ts', FUNCTIONS, [WEB_NEVER_IMPORTS_FUNCTIONS]],
  ['web/src/components/probe.tsx', RTK_QUERY, [TANSTACK_QUERY]],
  ['web/src/app/probe.ts', FUNCTIONS, [WEB_NEVER_IMPORTS_FUNCTIONS]],
  ['web/src/app/hooks.ts', REDUX_HOOKS, []],
  ['web/src/app/hooks.ts', RTK_QUERY, [TANSTACK_QUERY]],
  // Server features, handlers and repositories alike, and the rest of functions.
  ['functions/src/features/saved-breaches/probe.service.ts', WEB, [FUNCTIONS_NEVER_IMPORTS_WEB]],
  ['functions/src/features/saved-breaches/probe.repository.ts', WEB, [FUNCTIONS_NEVER_IMPORTS_WEB]],
  ['functions/src/features/saved-breaches/probe.test.ts', WEB, [FUNCTIONS_NEVER_IMPORTS_WEB]],
  ['functions/src/platform/probe.ts', WEB, [FUNCTIONS_NEVER_IMPORTS_WEB]],
])('%s: `%s` reports %j', async (file, code, expected) => {
  expect(await bulwarkMessages(file, code)).toEqual(reported(...expected));
});

test('every ban of a file holds at once, each reported by its own layer', async () => {
  const webFeature = await bulwarkMessages(
    'web/src/features/saved-breaches/components/probe.tsx',
    [FUNCTIONS, RTK_QUERY, REDUX_HOOKS, "import '@/features/auth/probe';"].join('\n'),
  );
  expect(webFeature).toEqual(
    reported(
      WEB_NEVER_IMPORTS_FUNCTIONS,
      TANSTACK_QUERY,
      TYPED_HOOKS,
      'Features do not import other features; compose them in app/.',
    ),
  );

  const serverFeature = await bulwarkMessages(
    'functions/src/features/saved-breaches/probe.service.ts',
    [
      WEB,
      DRIZZLE,
      "import '@/features/feedback/feedback.repository';",
      "import '../../lib/probe';",
    ].join('\n'),
  );
  expect(serverFeature).toEqual(
    reported(
      FUNCTIONS_NEVER_IMPORTS_WEB,
      'Queries live in *.repository.ts.',
      "Import another feature's *.service.ts only.",
      'Stay inside the feature; use @/ for shared code.',
    ),
  );
});

test('a repository may use Drizzle and another feature’s service', async () => {
  const code = [DRIZZLE, "import '@/features/feedback/feedback.service';"].join('\n');
  expect(
    await bulwarkMessages('functions/src/features/saved-breaches/probe.repository.ts', code),
  ).toEqual([]);
});

test('contracts depends on zod only', async () => {
  expect(await bulwarkMessages('contracts/src/schemas/probe.schema.ts', "import 'react';")).toEqual(
    reported('contracts depends on zod only.'),
  );
  expect(await bulwarkMessages('contracts/src/schemas/probe.schema.ts', "import 'zod';")).toEqual(
    [],
  );
});

test('file and folder names are kebab-case; role suffixes after the first dot pass', async () => {
  expect(await bulwarkMessages('web/src/lib/formatDate.ts', '')).toEqual([
    '"formatDate" is not kebab-case: name files and folders like `saved-breach-list.tsx`.',
  ]);
  expect(await bulwarkMessages('functions/src/Features/probe.ts', '')).toEqual([
    '"Features" is not kebab-case: name files and folders like `saved-breach-list.tsx`.',
  ]);
  expect(
    await bulwarkMessages(
      'functions/src/features/saved-breaches/saved-breaches.repository.test.ts',
      '',
    ),
  ).toEqual([]);
});

test('numbers reach words through format-number.ts only, as dates do through format-date.ts', async () => {
  const formatter = 'export const count = new Intl.NumberFormat().format(1234);';
  expect(await bulwarkMessages('web/src/features/saved-breaches/probe.ts', formatter)).toEqual([
    'Format numbers with web/src/lib/format-number.ts (Intl.NumberFormat gives another format).',
  ]);
  expect(await bulwarkMessages('web/src/lib/format-number.ts', formatter)).toEqual([]);
  expect(await bulwarkMessages('web/src/lib/probe.test.ts', formatter)).toEqual([]);
});

test('import cycles are errors everywhere', async () => {
  for (const file of [
    'web/src/app/store.ts',
    'functions/src/app.ts',
    'contracts/src/errors.ts',
    'scripts/test.js',
  ]) {
    const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
      rules: Record<string, unknown[]>;
    };
    expect(config.rules['import-x/no-cycle']?.[0], file).toBe(2);
  }
});

test('an import cycle through TypeScript files is reported, through an alias or a relative path', async () => {
  // Each snippet stands in for a file and imports back a module that imports it: server.ts
  // imports app.ts, and render-page.tsx imports store.ts.
  for (const [file, code] of [
    ['functions/src/app.ts', "export { startServer } from '@/server';"],
    ['web/src/app/store.ts', "export { renderPage } from '@/prerender/render-page';"],
  ] as const) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    const cycles = (result?.messages ?? []).filter(
      (message) => message.ruleId === 'import-x/no-cycle',
    );
    expect(cycles, file).toHaveLength(1);
  }
});
