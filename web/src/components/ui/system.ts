import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  buttonRecipe,
  containerRecipe,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { loadOnce } from '@/lib/load-once';
import { tokenConfig } from './system-tokens';

/**
 * Chakra's default theme (its tokens from system-tokens.ts, its text and layer styles, the same
 * as `defaultConfig`) with only the recipes of the components the app uses: all 76 of Chakra's
 * recipes weighed 21 KB gzipped on every first load (issue 12). The shell's 7 are here; the
 * pages' 29 (6 KB gzipped) load with the first page (page-recipes.ts). A component whose recipe
 * is missing renders unstyled and says nothing, so system.test.ts fails when a component the app
 * imports needs a recipe held nowhere, when one is held but unused, and when the first load draws
 * a component whose recipe only the pages bring.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    // Only the recipes of the components the shell draws on every first load; the pages'
    // recipes arrive with the first page (page-recipes.ts, loadPageRecipes below).
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {},
  },
});

const app = defineConfig({
  globalCss: {
    // Native controls and scrollbars follow the theme class the theme provider sets on <html>.
    html: { colorScheme: 'light' },
    'html.dark': { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg' },
  },
});

/** The semantic tokens read the `.dark` class on <html>. */
export const system = createSystem(defaultBaseConfig, tokenConfig, theme, app);

/**
 * Adds the pages' recipes to the system, once; every lazy page waits for it before it first
 * renders (app/lazy-page.tsx), so no component draws before its recipe is there. Chakra reads a
 * recipe from its config's theme when a component first asks for it (`getRecipe`), so recipes
 * added before that are used like the ones the system was created with (decision 024).
 */
export const loadPageRecipes = loadOnce(() =>
  import('./page-recipes').then(({ pageRecipes, pageSlotRecipes }) => {
    const held = system._config.theme ?? {};
    held.recipes = { ...held.recipes, ...pageRecipes };
    held.slotRecipes = { ...held.slotRecipes, ...pageSlotRecipes };
  }),
);
