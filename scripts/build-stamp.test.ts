import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { isBuildCurrent, writeBuildStamp } from './build-stamp.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout in miniature: one source, one test, and the two builds' outputs. */
function builtCheckout(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bulwark-stamp-'));
  roots.push(root);
  for (const dir of ['web/src', 'web/dist', 'functions/src', 'functions/dist'])
    mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'web/src/main.tsx'), 'export {};\n');
  writeFileSync(path.join(root, 'functions/src/index.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'functions/src/index.test.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'web/dist/index.html'), '<!doctype html>\n');
  writeBuildStamp(root);
  return root;
}

function touch(file: string) {
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
}

test('a build is current until a source changes, is added or is removed', () => {
  const root = builtCheckout();
  expect(isBuildCurrent(root)).toBe(true);
  touch(path.join(root, 'functions/src/index.ts'));
  expect(isBuildCurrent(root)).toBe(false);
  writeBuildStamp(root);
  writeFileSync(path.join(root, 'web/src/new-page.tsx'), 'export {};\n');
  expect(isBuildCurrent(root)).toBe(false);
  writeBuildStamp(root);
  rmSync(path.join(root, 'web/src/new-page.tsx'));
  expect(isBuildCurrent(root)).toBe(false);
});

test('changing a test needs no rebuild; a missing client build does', () => {
  const root = builtCheckout();
  touch(path.join(root, 'functions/src/index.test.ts'));
  expect(isBuildCurrent(root)).toBe(true);
  rmSync(path.join(root, 'web/dist'), { recursive: true });
  expect(isBuildCurrent(root)).toBe(false);
});

test('a checkout never built is not current', () => {
  const root = builtCheckout();
  rmSync(path.join(root, 'functions/dist/.build-stamp'));
  expect(isBuildCurrent(root)).toBe(false);
});
