import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react';
import { afterAll, expect, test } from 'vitest';
import { tokenConfig } from '../src/components/ui/system-tokens.ts';
import {
  appTokenSnapshot,
  TOKEN_DICTIONARY_MODULE,
  withoutTokenDefinitions,
  withTokenSnapshot,
} from './chakra-tokens.ts';

const chakraRoot = path.dirname(
  createRequire(import.meta.filename).resolve('@chakra-ui/react/package.json'),
);
const installedDictionaryModule = path.join(
  chakraRoot,
  'dist/esm/styled-system/token-dictionary.js',
);
const RESTORE_MODULE = path.resolve(import.meta.dirname, '../src/components/ui/token-snapshot.ts');
const TOKEN_CONFIG_MODULE = path.resolve(
  import.meta.dirname,
  '../src/components/ui/system-tokens.ts',
);

// A copy of Chakra's modules with the dictionary the browser build gets, beside the installed
// packages so that Chakra's own imports resolve.
const copy = fs.mkdtempSync(path.join(chakraRoot, '../../.cache-bulwark-token-snapshot-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

test("the installed Chakra's token dictionary is the module the build rewrites, and it still can", () => {
  expect(installedDictionaryModule).toMatch(TOKEN_DICTIONARY_MODULE);
  const rewritten = withTokenSnapshot(
    fs.readFileSync(installedDictionaryModule, 'utf8'),
    appTokenSnapshot(),
    RESTORE_MODULE,
  );
  expect(rewritten).toContain('restoreTokenViews(TOKEN_SNAPSHOT, prefix');
  expect(rewritten).not.toContain('  build();\n  return dictionary;');
});

test('a dictionary module that builds its views some other way fails the build', () => {
  expect(() =>
    withTokenSnapshot('function createTokenDictionary() {}', appTokenSnapshot(), RESTORE_MODULE),
  ).toThrow(/no longer builds its views .* decision 029/);
});

test('system-tokens.ts is the module the build rewrites, and it still can', () => {
  const rewritten = withoutTokenDefinitions(fs.readFileSync(TOKEN_CONFIG_MODULE, 'utf8'));
  expect(rewritten).toContain('theme: { breakpoints }');
  expect(() => withoutTokenDefinitions('theme: { tokens }')).toThrow(
    /no longer reads .* decision 029/,
  );
});

/** Writes a module into the copy of Chakra's modules and imports it from there. */
async function importCopy<T>(file: string, code?: string): Promise<T> {
  const copied = path.join(copy, file);
  if (code !== undefined) fs.writeFileSync(copied, code);
  return (await import(/* @vite-ignore */ pathToFileURL(copied).href)) as T;
}

test("the browser's system styles everything as Chakra's own does", async () => {
  fs.cpSync(path.join(chakraRoot, 'dist/esm'), copy, { recursive: true });
  fs.writeFileSync(
    path.join(copy, 'styled-system/token-dictionary.js'),
    withTokenSnapshot(
      fs.readFileSync(installedDictionaryModule, 'utf8'),
      appTokenSnapshot(),
      RESTORE_MODULE,
    ),
  );
  const browserModule = await importCopy<{ createSystem: typeof createSystem }>(
    'styled-system/system.js',
  );
  const browserTokens = await importCopy<{ tokenConfig: typeof tokenConfig }>(
    'system-tokens.ts',
    withoutTokenDefinitions(fs.readFileSync(TOKEN_CONFIG_MODULE, 'utf8')),
  );
  expect(browserTokens.tokenConfig.theme?.tokens).toBeUndefined();
  const chakras = createSystem(defaultBaseConfig, tokenConfig);
  const browsers = browserModule.createSystem(defaultBaseConfig, browserTokens.tokenConfig);

  // Nothing was built: the restored dictionary holds only the snapshot's tokens.
  expect(browsers.tokens.allTokens.length).toBeLessThan(chakras.tokens.allTokens.length);

  const styles: SystemStyleObject[] = [
    { colorPalette: 'red', bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
    {
      colorPalette: 'teal',
      borderColor: 'colorPalette.muted',
      _hover: { bg: 'colorPalette.subtle' },
    },
    { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.emphasized', shadow: 'md' },
    { mt: '-4', mx: '-1.5', px: '4.5', gap: '0.5', inset: '-2', top: '-px' },
    { bg: 'red.500/40', color: 'gray.900/75', borderColor: 'blue.300/30' },
    {
      fontSize: ['sm', 'md', 'lg'],
      lineHeight: { base: 'short', md: 'tall' },
      hideBelow: 'md',
      hideFrom: 'lg',
    },
    {
      rounded: 'l2',
      borderRadius: 'full',
      zIndex: 'modal',
      fontWeight: 'semibold',
      letterSpacing: 'tight',
    },
    {
      animation: 'spin',
      animationDuration: 'slow',
      transitionTimingFunction: 'ease-in-out',
      blur: 'sm',
    },
    { focusRing: 'outside', focusVisibleRing: 'inside', outline: '2px solid {colors.blue.500}' },
    { width: 'breakpoint-md', maxW: '8xl', h: 'dvh', textStyle: 'sm', layerStyle: 'fill.subtle' },
    {
      '--custom': 'colors.red.500',
      color: 'token(colors.red.500, red)',
      bg: 'var(--chakra-colors-bg)',
    },
    { truncate: true, srOnly: true, colorPalette: 'gray', _dark: { bg: 'colorPalette.950' } },
  ];
  for (const style of styles) {
    expect(browsers.css(style), JSON.stringify(style)).toEqual(chakras.css(style));
  }
  for (const name of chakras.tokens.tokenMap.keys()) {
    expect([browsers.token(name), browsers.token.var(name)], name).toEqual([
      chakras.token(name),
      chakras.token.var(name),
    ]);
  }
});
