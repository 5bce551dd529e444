import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { tokenConfig } from '../src/components/ui/system-tokens.ts';
import { type TokenSnapshot, takeTokenSnapshot } from '../src/components/ui/token-snapshot.ts';

/** Chakra's token dictionary module. */
export const TOKEN_DICTIONARY_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;

/** The end of `createTokenDictionary`, where it registers the tokens and builds its views. */
const BUILD_STEPS = `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;`;

/** What system-tokens.ts gives the system, and what the browser build gives it instead. */
const TOKEN_DEFINITIONS = 'theme: { breakpoints, tokens, semanticTokens }';
const BREAKPOINTS_ONLY = 'theme: { breakpoints }';

/**
 * system-tokens.ts without the token definitions: the snapshot holds their dictionary, and only
 * `system.query` (which the app does not use) would read them. Merging them into the system's
 * config cost a throttled phone 90 ms, and they weighed 3.5 KB gzipped.
 */
export function withoutTokenDefinitions(tokenConfigModule: string): string {
  if (!tokenConfigModule.includes(TOKEN_DEFINITIONS)) {
    throw new Error(`system-tokens.ts no longer reads "${TOKEN_DEFINITIONS}": see decision 029`);
  }
  return tokenConfigModule.replace(TOKEN_DEFINITIONS, BREAKPOINTS_ONLY);
}

/** The snapshot of the dictionary Chakra builds from the app's tokens (system-tokens.ts). */
export function appTokenSnapshot(): TokenSnapshot {
  return takeTokenSnapshot(createSystem(defaultBaseConfig, tokenConfig).tokens);
}

/**
 * Chakra's token dictionary module, restoring its views from the snapshot instead of building
 * them. Throws when the module no longer ends the way this knows: a Chakra release that changed
 * it must be looked at (decision 029), not shipped with tokens that resolve to nothing.
 */
export function withTokenSnapshot(
  dictionaryModule: string,
  snapshot: TokenSnapshot,
  restoreModule: string,
): string {
  if (!dictionaryModule.includes(BUILD_STEPS)) {
    throw new Error(
      "Chakra's token-dictionary.js no longer builds its views as this knows: see decision 029",
    );
  }
  const restore = `  restoreTokenViews(TOKEN_SNAPSHOT, prefix, { allTokens, tokenNameMap, flatMap, byCategory, categoryMap, colorPaletteMap });
  byCategoryJson = mapToJson(byCategory);
  return dictionary;`;
  // JSON.parse of a string literal is parsed faster than the same object literal.
  const header = [
    `import { restoreTokenViews } from ${JSON.stringify(restoreModule)};`,
    `const TOKEN_SNAPSHOT = JSON.parse(${JSON.stringify(JSON.stringify(snapshot))});`,
  ].join('\n');
  return `${header}\n${dictionaryModule.replace(BUILD_STEPS, restore)}`;
}

/**
 * The browser build's token dictionary is computed at build time (decision 029): Chakra built
 * it from 661 tokens on every start, 0.24 s of a throttled phone's start-up, and the browser
 * reads only a few of its views. The SSR build, which writes the global CSS from the full
 * dictionary, keeps Chakra's own.
 */
export function chakraTokensAtBuildTime(restoreModule: string, tokenConfigModule: string): Plugin {
  let snapshot: TokenSnapshot | undefined;
  let replaced = false;
  let definitionsLeftOut = false;
  return {
    name: 'bulwark:chakra-tokens-at-build-time',
    apply: 'build',
    // Before TypeScript is stripped: system-tokens.ts is matched as written.
    enforce: 'pre',
    buildStart() {
      snapshot = appTokenSnapshot();
    },
    transform(code, id) {
      if (id === tokenConfigModule) {
        definitionsLeftOut = true;
        return { code: withoutTokenDefinitions(code), map: null };
      }
      if (!TOKEN_DICTIONARY_MODULE.test(id) || !snapshot) return null;
      replaced = true;
      return { code: withTokenSnapshot(code, snapshot, restoreModule), map: null };
    },
    buildEnd(error) {
      if (error) return;
      if (!replaced) this.error(`no module matched ${TOKEN_DICTIONARY_MODULE}: see decision 029`);
      if (!definitionsLeftOut) this.error(`${tokenConfigModule} was not built: see decision 029`);
    },
  };
}
