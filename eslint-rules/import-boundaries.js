// The import boundaries of docs/style-guide.md, for eslint.config.js.
import { builtinRules } from 'eslint/use-at-your-own-risk';

/**
 * Import boundaries, one rule per layer. Flat config does not merge a rule's options: a later
 * entry that names the same rule replaces its whole list. So each layer is its own copy of
 * `no-restricted-imports` under its own name, and an entry can only replace the bans of its own
 * layer, never another's (scripts/eslint-config.test.ts proves the combinations).
 */
const coreRestrictedImports = builtinRules.get('no-restricted-imports');
export const importLayers = {
  /** Which package may import which (contracts ← web, contracts ← functions, never across). */
  'package-imports': coreRestrictedImports,
  /** One tool per concern on the web: typed Redux hooks, TanStack Query for server data. */
  'one-way-imports': coreRestrictedImports,
  /** Features do not reach into other features, and shared code does not reach into features. */
  'feature-imports': coreRestrictedImports,
  /** Drizzle queries live in the server features' *.repository.ts (and tables in *.table.ts). */
  'query-imports': coreRestrictedImports,
};

/** `restrict(...bans)` merges named bans into one `no-restricted-imports` option list. */
export function restrict(...bans) {
  return [
    'error',
    {
      paths: bans.flatMap((ban) => ban.paths ?? []),
      patterns: bans.flatMap((ban) => ban.patterns ?? []),
    },
  ];
}

export const bans = {
  webImportsFunctions: {
    patterns: [
      {
        group: ['@bulwark/functions', '**/functions/src/**'],
        message: 'web never imports functions.',
      },
    ],
  },
  functionsImportsWeb: {
    patterns: [
      { group: ['@bulwark/web', '**/web/src/**'], message: 'functions never imports web.' },
    ],
  },
  contractsImportsAnything: {
    // Itself by name too: a module the web's vite.config loads through Node (article.schema.ts)
    // can reach a sibling only so, since Node resolves no extensionless relative path.
    patterns: [
      { regex: '^(?!zod$|\\.|@bulwark/contracts/)', message: 'contracts depends on zod only.' },
    ],
  },
  untypedReduxHooks: {
    paths: [
      {
        name: 'react-redux',
        importNames: ['useSelector', 'useDispatch', 'useStore'],
        message: 'Use @/app/hooks.',
      },
    ],
  },
  rtkQuery: {
    paths: [{ name: '@reduxjs/toolkit/query', message: 'Server data lives in TanStack Query.' }],
  },
  /** Web features: neither `@/features/…` nor climbing `depth` levels of `../` out of their folder. */
  otherWebFeatures: (depth, hint) => ({
    patterns: [
      {
        regex: '^@/features/',
        message: 'Features do not import other features; compose them in app/.',
      },
      { regex: `^(\\.\\./){${depth},}`, message: `Features do not import other features; ${hint}` },
    ],
  }),
  webFeaturesFromSharedCode: {
    patterns: [
      { regex: '^@/(features|app)/', message: 'Shared code does not import features or app/.' },
    ],
  },
  /** A server feature reaches another only through its service; never app/server wiring. */
  otherServerFeatures: {
    patterns: [
      {
        regex: '^@/features/[^/]+/(?![^/]+\\.service$)',
        message: "Import another feature's *.service.ts only.",
      },
      { regex: '^@/(app|server|index)$', message: 'Features do not import the composition root.' },
      { regex: '^\\.\\./\\.\\./', message: 'Stay inside the feature; use @/ for shared code.' },
    ],
  },
  drizzle: {
    patterns: [
      { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Queries live in *.repository.ts.' },
    ],
  },
};
