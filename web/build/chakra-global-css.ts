import type { Plugin } from 'vite';

/** Chakra's `createSystem` module, where the global styles are computed. */
export const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's system module with its global styles left empty. Throws when the module no longer
 * computes them in the line this knows: a Chakra release that changed it must be looked at
 * (decision 020), not shipped with pages whose tokens resolve to nothing.
 */
export function withoutGlobalStyles(systemModule: string): string {
  if (!systemModule.includes(GLOBAL_STYLES)) {
    throw new Error(`Chakra's system.js no longer reads "${GLOBAL_STYLES}": see decision 020`);
  }
  return systemModule.replace(GLOBAL_STYLES, 'const _global = [];');
}

/**
 * The browser build's system computes no global styles (decision 020): `createSystem` built them
 * on every start (the reset, the global rules, a CSS variable for each of 600 tokens), the largest
 * part of its 0.85 s on a throttled phone, and the provider then serialised them again. The same
 * CSS is written once at build time into index.html's <head> (build/prerender-pages.ts), so this
 * leaves the system's `_global` empty; Chakra reads it nowhere but in its provider.
 */
export function chakraGlobalCssAtBuildTime(): Plugin {
  let replaced = false;
  return {
    name: 'bulwark:chakra-global-css-at-build-time',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      replaced = true;
      return { code: withoutGlobalStyles(code), map: null };
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`no module matched ${SYSTEM_MODULE}: see decision 020`);
    },
  };
}
