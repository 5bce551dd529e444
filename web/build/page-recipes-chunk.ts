import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const THEME = '@chakra-ui/react/theme';
const VIRTUAL_THEME = '\0bulwark:page-recipes-theme:';
/** Makes a recipe module's id differ from the one the rest of the app reaches. */
const OWN_COPY = '?page-recipes';

/** Each `export { name } from './recipes/….js'` of Chakra's theme index, by name. */
export function recipeExports(themeIndex: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const [, name = '', file = ''] of themeIndex.matchAll(
    /^export \{ (\w+) \} from '(\.\/recipes\/[\w-]+\.js)';$/gm,
  )) {
    exports.set(name, file);
  }
  return exports;
}

/** The module page-recipes.ts reads instead of Chakra's theme index: the recipes, re-exported. */
export function pageRecipesTheme(themeIndexFile: string, themeIndex: string): string {
  return [...recipeExports(themeIndex)]
    .map(([name, file]) => {
      const recipe = path.resolve(path.dirname(themeIndexFile), file) + OWN_COPY;
      return `export { ${name} } from ${JSON.stringify(recipe)};`;
    })
    .join('\n');
}

/**
 * Keeps the pages' recipes out of the first load (issue 12, decision 024). Chakra's index, which
 * every component import reaches, re-exports its full theme, so every recipe module is reachable
 * from the entry chunk; the bundler puts a module used by a lazy chunk where the entry reaches it,
 * so the recipes page-recipes.ts imports landed in the entry chunk after all. Here
 * page-recipes.ts reads each recipe through a module id of its own (the same file with a query),
 * which only its chunk reaches. The browser build only: tests and the prerender read Chakra as is.
 */
export function pageRecipesChunk(pageRecipesFile: string): Plugin {
  let redirected = false;
  return {
    name: 'bulwark:page-recipes-chunk',
    apply: 'build',
    // Before Vite's own resolver, which would answer first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // A recipe built on another (a checkbox draws a checkmark): that one's own copy too.
      if (importer?.endsWith(OWN_COPY) && /^\.\/[\w-]+\.js$/.test(source)) {
        return path.resolve(path.dirname(importer), source) + OWN_COPY;
      }
      if (source !== THEME || importer !== pageRecipesFile) return null;
      const theme = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!theme) return null;
      redirected = true;
      return VIRTUAL_THEME + theme.id;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_THEME)) return null;
      const themeIndexFile = id.slice(VIRTUAL_THEME.length);
      return pageRecipesTheme(themeIndexFile, fs.readFileSync(themeIndexFile, 'utf8'));
    },
    buildEnd(error) {
      if (!error && !redirected) this.error(`${pageRecipesFile} no longer imports ${THEME}`);
    },
  };
}
