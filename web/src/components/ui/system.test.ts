import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  recipes as defaultRecipes,
  slotRecipes as defaultSlotRecipes,
} from '@chakra-ui/react/theme';
import ts from 'typescript';
import { expect, test, vi } from 'vitest';
import { SOURCES, firstLoadGraph } from '@/testing/first-load-graph';
import { pageRecipes, pageSlotRecipes } from './page-recipes';
import { loadPageRecipes, system } from './system';

/**
 * The system holds only the recipes the app needs (system.ts), and Chakra renders a component
 * whose recipe is missing unstyled, without a word. So this reads which recipes the app's Chakra
 * components ask for, from the sources: every name web/src imports from `@chakra-ui/react`, the
 * component module Chakra's index exports it from, and the `key: "…"` of every recipe context in
 * that module and the component modules it imports (CloseButton is a Button, Checkbox draws a
 * Checkmark).
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../..');
const CHAKRA_ESM = path.join(
  path.dirname(createRequire(import.meta.filename).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const CHAKRA_COMPONENTS = path.join(CHAKRA_ESM, 'components');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) these files import from `@chakra-ui/react`. */
function chakraNamesImportedBy(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@chakra-ui/react') continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
      }
    }
  }
  return names;
}

/** Chakra's index: each exported name and the file it comes from (`* as Dialog` included). */
function chakraExportFiles(): Map<string, string> {
  const index = path.join(CHAKRA_ESM, 'index.js');
  const namespaces = new Map<string, string>();
  const files = new Map<string, string>();
  const resolve = (specifier: ts.Expression) =>
    path.resolve(CHAKRA_ESM, (specifier as ts.StringLiteral).text);
  for (const statement of parse(index).statements) {
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.set(bindings.name.text, resolve(statement.moduleSpecifier));
      }
    } else if (ts.isExportDeclaration(statement) && statement.exportClause) {
      if (!ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).text;
        const file = statement.moduleSpecifier
          ? resolve(statement.moduleSpecifier)
          : namespaces.get(local);
        if (file) files.set(element.name.text, file);
      }
    }
  }
  return files;
}

/** The recipe keys a component module and the component modules it imports ask for. */
function recipeKeysOf(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(CHAKRA_COMPONENTS)) return keys;
  seen.add(file);
  for (const [, key = ''] of fs.readFileSync(file, 'utf8').matchAll(/\bkey: "(\w+)"/g)) {
    keys.add(key);
  }
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
    if (!specifier?.startsWith('.')) continue;
    const imported = path.resolve(path.dirname(file), specifier);
    for (const key of recipeKeysOf(imported, seen)) keys.add(key);
  }
  return keys;
}

function recipeKeysNeededBy(files: string[]): string[] {
  const exportFiles = chakraExportFiles();
  const keys = new Set<string>();
  for (const name of chakraNamesImportedBy(files)) {
    const file = exportFiles.get(name);
    if (file) for (const key of recipeKeysOf(file)) keys.add(key);
  }
  return [...keys];
}

test('the system holds the recipe of every Chakra component the app uses, and no other', async () => {
  await loadPageRecipes();
  const needed = recipeKeysNeededBy(sourceFiles(WEB_SRC));
  // The walk really reaches the components: a button and a card are everywhere in the app.
  expect(needed).toEqual(expect.arrayContaining(['button', 'card']));

  const recipesNeeded = needed.filter((key) => Object.hasOwn(defaultRecipes, key));
  const recipesHeld = Object.keys(defaultRecipes).filter((key) => system.isRecipe(key));
  expect(recipesHeld.sort()).toEqual(recipesNeeded.sort());

  const slotRecipesNeeded = needed.filter((key) => Object.hasOwn(defaultSlotRecipes, key));
  const slotRecipesHeld = Object.keys(defaultSlotRecipes).filter((key) => system.isSlotRecipe(key));
  expect(slotRecipesHeld.sort()).toEqual(slotRecipesNeeded.sort());
});

test('the walk follows a component into the components it draws', () => {
  const closeButton = chakraExportFiles().get('CloseButton') ?? '';
  expect(recipeKeysOf(closeButton)).toContain('button');
  const checkbox = chakraExportFiles().get('Checkbox') ?? '';
  expect([...recipeKeysOf(checkbox)]).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
});

/** The files of the app's first load, on disk. */
function firstLoadFiles(): string[] {
  return [...firstLoadGraph('/src/main.tsx', SOURCES).modules]
    .filter((file) => file.startsWith('/src/'))
    .map((file) => path.join(WEB_SRC, file.slice('/src/'.length)));
}

test('the first load draws no component whose recipe only the pages bring', async () => {
  const files = firstLoadFiles();
  expect(files).toContain(path.join(WEB_SRC, 'app/layouts/public-layout.tsx'));
  const chakraRecipe = (key: string) =>
    Object.hasOwn(defaultRecipes, key) || Object.hasOwn(defaultSlotRecipes, key);
  const needed = recipeKeysNeededBy(files).filter(chakraRecipe);
  expect(needed).toContain('button');

  // A fresh system, as the first load creates it, without the pages' recipes.
  vi.resetModules();
  const { system: firstLoadSystem } = await import('./system');
  const missing = needed.filter((key) => !firstLoadSystem.hasRecipe(key));
  expect(missing).toEqual([]);
  const pageKeys = [...Object.keys(pageRecipes), ...Object.keys(pageSlotRecipes)];
  const heldTwice = pageKeys.filter((key) => firstLoadSystem.hasRecipe(key));
  expect(heldTwice).toEqual([]);
});

test("the pages' recipes, once loaded, style their components like the first load's", async () => {
  vi.resetModules();
  const fresh = await import('./system');
  expect(fresh.system.isSlotRecipe('card')).toBe(false);
  await fresh.loadPageRecipes();
  expect(fresh.system.getSlotRecipe('card')).toBe(pageSlotRecipes.card);
  const card = fresh.system.getSlotRecipeFn('card')({});
  expect(card.root).toMatchObject({
    '@layer recipes': { display: 'flex', background: 'var(--chakra-colors-bg-panel)' },
  });
  const input = fresh.system.getRecipeFn('input')({});
  expect(input).toMatchObject({ '@layer recipes': { width: '100%' } });
});
