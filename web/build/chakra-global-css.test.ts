import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { SYSTEM_MODULE, withoutGlobalStyles } from './chakra-global-css';

const installedSystemModule = path.join(
  path.dirname(createRequire(import.meta.filename).resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

test("the installed Chakra's system module is the one the build rewrites, and it still can", () => {
  expect(installedSystemModule).toMatch(SYSTEM_MODULE);
  const rewritten = withoutGlobalStyles(fs.readFileSync(installedSystemModule, 'utf8'));
  expect(rewritten).toContain('const _global = [];');
  expect(rewritten).not.toContain('getTokenCss()]');
});

test('a system module that computes its global styles some other way fails the build', () => {
  expect(() => withoutGlobalStyles('const _global = computeGlobals();')).toThrow(
    /no longer reads .* decision 020/,
  );
});
