// One lint config for every package. Boundaries from docs/style-guide.md are rules here, not wishes.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { bans, importLayers, restrict } from './eslint-rules/import-boundaries.js';
import { kebabCaseFileNames } from './eslint-rules/kebab-case-file-names.js';
import { noRawDateFormatting } from './eslint-rules/no-raw-date-formatting.js';
import { noRawNumberFormatting } from './eslint-rules/no-raw-number-formatting.js';

const importMetaEnv = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message:
    'Only web/src/config/env.ts reads import.meta.env (create it when the client needs configuration).',
};

const TSCONFIGS = ['contracts', 'functions', 'web', 'web/build', 'tests', 'scripts'].map(
  (dir) => `${dir}/tsconfig.json`,
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The build's server-side render, written and removed while \`npm test\` lints beside it.
      '**/dist-prerender/**',
      '.data/**',
      '.test-data/**',
      'coverage/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
      'functions/src/db/migrations/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'vitest.config.ts',
            'scripts/*.js',
            'functions/build.js',
            'contracts/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: {
      'import-x': importX,
      bulwark: {
        rules: {
          ...importLayers,
          'kebab-case-file-names': kebabCaseFileNames,
          'no-raw-date-formatting': noRawDateFormatting,
          'no-raw-number-formatting': noRawNumberFormatting,
        },
      },
    },
    settings: {
      // Without these, import-x reads only .js dependencies, and no-cycle never saw a TypeScript
      // cycle (found 2026-12-03: a two-file cycle linted clean).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Follows the `@/` aliases of each package, so cycles through them are found too.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-depth': ['warn', 4],
      'max-params': ['warn', 4],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from functions/src/env.ts only.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'bulwark/kebab-case-file-names': 'error',
    },
  },
  {
    // Plain JS build scripts have no types to check against.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Node scripts and test tooling configure themselves from the environment.
    files: [
      'scripts/**',
      '.ci/**',
      'tests/**',
      '*.config.*',
      '**/*.config.*',
      'functions/src/env.ts',
      'functions/src/testing/**',
      'functions/build.js',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-console': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'functions/src/testing/**'],
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Tests start processes and pick databases through the environment.
      'no-restricted-properties': 'off',
    },
  },

  // Layer `bulwark/package-imports`: contracts ← web, contracts ← functions.
  {
    files: ['contracts/src/**'],
    // Tests and their fixtures are not shipped: they may use vitest and fast-check.
    ignores: ['contracts/src/**/*.test.ts', 'contracts/src/**/testing/**'],
    rules: { 'bulwark/package-imports': restrict(bans.contractsImportsAnything) },
  },
  {
    files: ['functions/src/**'],
    rules: { 'bulwark/package-imports': restrict(bans.functionsImportsWeb) },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'bulwark/package-imports': restrict(bans.webImportsFunctions) },
  },

  // Layer `bulwark/one-way-imports`: one tool per concern on the web.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'bulwark/one-way-imports': restrict(bans.untypedReduxHooks, bans.rtkQuery) },
  },
  {
    // The one place the typed Redux hooks are made from react-redux's untyped ones.
    files: ['web/src/app/hooks.ts'],
    rules: { 'bulwark/one-way-imports': restrict(bans.rtkQuery) },
  },

  // Layer `bulwark/feature-imports`: features never import other features (STYLE.md §3.9).
  // The web entries go from shallow to deep: each deeper one replaces the `../` depth before it.
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: {
      'bulwark/feature-imports': restrict(bans.otherWebFeatures(1, 'compose them in app/.')),
    },
  },
  {
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'bulwark/feature-imports': restrict(bans.otherWebFeatures(2, 'use @/ for shared code.')),
    },
  },
  {
    // The risk assessment's component groups sit one folder deeper (components/results/…), so
    // ../../ still lands inside the feature (its api/, lib/, hooks/); three levels would leave it.
    files: [
      'web/src/features/risk-assessment/components/{questionnaire,results,history,how-we-score}/**/*.{ts,tsx}',
    ],
    rules: {
      'bulwark/feature-imports': restrict(bans.otherWebFeatures(3, 'use @/ for shared code.')),
    },
  },
  {
    files: ['web/src/{components,hooks,lib,utils,config,testing}/**/*.{ts,tsx}'],
    rules: { 'bulwark/feature-imports': restrict(bans.webFeaturesFromSharedCode) },
  },
  {
    files: ['functions/src/features/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'bulwark/feature-imports': restrict(bans.otherServerFeatures) },
  },

  // Layer `bulwark/query-imports`: Drizzle stays in repositories and tables.
  {
    files: ['functions/src/features/**'],
    ignores: ['**/*.repository.ts', '**/*.table.ts', '**/*.test.ts'],
    rules: { 'bulwark/query-imports': restrict(bans.drizzle) },
  },

  // Drizzle's pool transaction keeps its connection when BEGIN fails (functions/src/db/transaction.ts).
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/testing/**', 'functions/src/db/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='transaction'][callee.object.name='db'], CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
          message:
            'Use inDatabaseTransaction (@/db/transaction): it always gives the connection back.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', importMetaEnv],
    },
  },
  {
    files: ['web/src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/format-date.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'bulwark/no-raw-date-formatting': 'error' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/format-number.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'bulwark/no-raw-number-formatting': 'error' },
  },
  prettier,
);
