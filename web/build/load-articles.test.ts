import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { ContentError, loadArticles } from './load-articles.ts';

const SHIPPED = path.resolve(import.meta.dirname, '../src/features/articles/content');
const FILE = 'password-security/how-passwords-are-breached.md';

/** A content folder holding one shipped article, its source changed by `edit`; removed after the test. */
function contentDirWith(edit: (source: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-articles-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, path.dirname(FILE)));
  fs.writeFileSync(path.join(dir, FILE), edit(fs.readFileSync(path.join(SHIPPED, FILE), 'utf8')));
  return dir;
}

function loadError(dir: string): ContentError {
  try {
    loadArticles(dir);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('loadArticles accepted the content');
}

test('loads the sixteen shipped articles', () => {
  expect(loadArticles(SHIPPED)).toHaveLength(16);
});

test('a missing front-matter field fails, naming the file and the field', () => {
  const dir = contentDirWith((source) => source.replace(/^summary: .*\n/m, ''));

  const error = loadError(dir);

  expect(error.problems).toHaveLength(1);
  expect(error.problems[0]).toMatch(new RegExp(`^${FILE}: summary: `));
  expect(error.message).toContain(`${FILE}: summary:`);
});

test('a file without front matter fails, naming the file', () => {
  const dir = contentDirWith((source) => source.replace(/^---\n[\s\S]*?\n---\n/, ''));

  expect(loadError(dir).problems).toEqual([`${FILE}: no front matter between --- lines`]);
});

test('a slug that does not match the file name fails, naming the file', () => {
  const dir = contentDirWith((source) =>
    source.replace(/^slug: .*$/m, 'slug: real-world-examples'),
  );

  expect(loadError(dir).problems).toEqual([
    `${FILE}: slug "real-world-examples" must match the file name`,
  ]);
});
