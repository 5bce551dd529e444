// One lint config for every package. Boundaries from docs/style-guide.md are rules here, not wishes.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const importMetaEnv = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read configuration from web/src/config/env.ts only.',
};

/**
 * Features never import other features: neither by `@/features/…` nor by climbing `depth` levels
 * of `../` out of their folder. Redux hooks come typed from @/app/hooks.
 */
function featureBoundary(depth, hint) {
  return [
    'error',
    {
      paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use @/app/hooks.' }],
      patterns: [
        { regex: '^@/features/', message: 'Features do not import other features; compose them in app/.' },
        { regex: `^(\\.\\./){${depth},}`, message: `Features do not import other features; ${hint}` },
      ],
    },
  ];
}

/**
 * Dates reach words through web/src/lib/format-date.ts only, so the app speaks one date format
 * in the person's language. Type-aware: `toLocaleString` is flagged on a Date, not on a number.
 */
const noRawDateFormatting = {
  meta: {
    type: 'problem',
    messages: { raw: 'Format dates with web/src/lib/format-date.ts ({{what}} gives another format).' },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'raw', data: { what } });
    const isDate = (node) => {
      const services = context.sourceCode.parserServices;
      return services?.getTypeAtLocation?.(node).getSymbol()?.getName() === 'Date';
    };
    return {
      "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]"(node) {
        report(node, `Intl.${node.property.name}`);
      },
      "CallExpression > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]"(node) {
        if (node.property.name !== 'toLocaleString' || isDate(node.object)) report(node, node.property.name);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
          allowDefaultProject: ['*.js', 'vitest.config.ts', 'scripts/*.js', 'functions/build.js', 'contracts/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-depth': ['warn', 4],
      'max-params': ['warn', 4],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from functions/src/env.ts only.' },
      ],
    },
  },
  {
    // Plain JS build scripts have no types to check against.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Node scripts and test tooling configure themselves from the environment.
    files: ['scripts/**', '.ci/**', 'tests/**', '*.config.*', '**/*.config.*', 'functions/src/env.ts', 'functions/src/testing/**', 'functions/build.js'],
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
  {
    files: ['contracts/src/**'],
    // Tests and their fixtures are not shipped: they may use vitest and fast-check.
    ignores: ['contracts/src/**/*.test.ts', 'contracts/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'contracts depends on zod only.' }] },
      ],
    },
  },
  {
    files: ['functions/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@bulwark/web', '**/web/src/**'], message: 'functions never imports web.' }] },
      ],
    },
  },
  {
    // A feature reaches another feature only through its service; never app/server wiring.
    files: ['functions/src/features/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/[^/]+/(?![^/]+\\.service$)', message: "Import another feature's *.service.ts only." },
            { regex: '^@/(app|server|index)$', message: 'Features do not import the composition root.' },
            { regex: '^\\.\\./\\.\\./', message: 'Stay inside the feature; use @/ for shared code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/features/**'],
    ignores: ['**/*.repository.ts', '**/*.table.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries live in *.repository.ts.' },
            { regex: '^@/features/[^/]+/(?![^/]+\\.service$)', message: "Import another feature's *.service.ts only." },
            { regex: '^@/(app|server|index)$', message: 'Features do not import the composition root.' },
          ],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useSelector', 'useDispatch', 'useStore'], message: 'Use @/app/hooks.' },
            { name: '@reduxjs/toolkit/query', message: 'Server data lives in TanStack Query.' },
          ],
          patterns: [{ group: ['@bulwark/functions', '**/functions/src/**'], message: 'web never imports functions.' }],
        },
      ],
    },
  },
  {
    files: ['web/src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/format-date.ts', 'web/src/**/*.test.{ts,tsx}'],
    plugins: { bulwark: { rules: { 'no-raw-date-formatting': noRawDateFormatting } } },
    rules: { 'bulwark/no-raw-date-formatting': 'error' },
  },
  {
    // The one place the typed Redux hooks are made from react-redux's untyped ones.
    files: ['web/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features never import other features or app/ (STYLE.md §3.9).
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': featureBoundary(1, 'compose them in app/.') },
  },
  {
    files: ['web/src/features/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': featureBoundary(2, 'use @/ for shared code.') },
  },
  {
    // The risk assessment's component groups sit one folder deeper (components/results/…), so
    // ../../ still lands inside the feature (its api/, lib/, hooks/); three levels would leave it.
    files: ['web/src/features/risk-assessment/components/{questionnaire,results,history,how-we-score}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': featureBoundary(3, 'use @/ for shared code.') },
  },
  {
    files: ['web/src/{components,hooks,lib,utils,config,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'Shared code does not import features or app/.' }] },
      ],
    },
  },
  prettier,
);
