import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pageRecipes, pageSlotRecipes } from '../src/components/ui/page-recipes';
import { pageRecipesTheme, recipeExports } from './page-recipes-chunk';

const themeIndexFile = path.join(
  path.dirname(createRequire(import.meta.filename).resolve('@chakra-ui/react/package.json')),
  'dist/esm/theme/index.js',
);
const themeIndex = fs.readFileSync(themeIndexFile, 'utf8');

test("the installed Chakra's theme index names the module of every recipe the pages use", () => {
  const exports = recipeExports(themeIndex);
  expect(exports.get('cardSlotRecipe')).toBe('./recipes/card.js');
  const names = [
    ...Object.keys(pageRecipes).map((key) => `${key}Recipe`),
    ...Object.keys(pageSlotRecipes).map((key) => `${key}SlotRecipe`),
  ];
  expect(names.filter((name) => !exports.has(name))).toEqual([]);
});

test('page-recipes.ts reads each recipe through a module id of its own', () => {
  const theme = pageRecipesTheme(themeIndexFile, themeIndex);
  const card = path.join(path.dirname(themeIndexFile), 'recipes/card.js');
  expect(theme).toContain(
    `export { cardSlotRecipe } from ${JSON.stringify(`${card}?page-recipes`)};`,
  );
  // Recipes only: the tokens and styles the first load needs keep their one module.
  expect(theme).not.toMatch(/\btokens\b|semanticTokens/);
});
