import { defineConfig } from '@chakra-ui/react';
import { breakpoints, cssVarsPrefix, semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * The system's tokens: Chakra's defaults. The browser build does not compute their dictionary
 * on every start; the build computes it once from this config and the page restores it
 * (build/chakra-tokens.ts, decision 029), so system.ts and the build read the tokens from here.
 * The browser build's copy of this module keeps only the breakpoints, which the system's
 * conditions are made from: the token definitions themselves are in the snapshot.
 */
export const tokenConfig = defineConfig({
  cssVarsPrefix,
  theme: { breakpoints, tokens, semanticTokens },
});
