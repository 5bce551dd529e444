import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openBreachFiles, readBreachLines } from './breach-file-reader';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bulwark-reader-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeTemp(content: Buffer, name = 'lines.txt'): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

/** What node:readline (the reader this one replaced) makes of the file: the oracle. */
async function readlineLines(file: string): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Infinity,
  })) {
    lines.push(line);
  }
  return lines;
}

async function chunkedLines(
  file: string,
  chunkBytes?: number,
): Promise<{ lines: string[]; bytes: number }> {
  const [opened] = await openBreachFiles([file]);
  if (!opened) throw new Error('not opened');
  const lines: string[] = [];
  let bytes = 0;
  for await (const chunk of readBreachLines(opened, (read) => (bytes += read), chunkBytes))
    lines.push(...chunk);
  return { lines, bytes };
}

test('breaks lines exactly as readline does, wherever a chunk ends', async () => {
  // Line breaks of every kind, blank lines, multi-byte characters and no final line break,
  // read a few bytes at a time so that \r\n pairs and characters straddle chunk ends.
  const pieces = fc.constantFrom(
    'a@example.com',
    'Ünïcödé@exämple.org',
    '😀',
    '',
    ' ',
    'x',
    ',',
    '\r',
    '\n',
    '\r\n',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(pieces, { maxLength: 40 }),
      fc.integer({ min: 1, max: 9 }),
      async (parts, chunkBytes) => {
        const content = Buffer.from(parts.join(''));
        const file = await writeTemp(content);
        const read = await chunkedLines(file, chunkBytes);
        expect(read.lines).toEqual(await readlineLines(file));
        expect(read.bytes).toBe(content.length);
      },
    ),
    { numRuns: 150 },
  );
});

test('reads gzip files line by line and counts the compressed bytes', async () => {
  const content = 'one@example.com\r\ntwo@example.com\n\nthree@example.com';
  const compressed = gzipSync(content);
  const file = await writeTemp(compressed, 'lines.txt.gz');
  expect(await chunkedLines(file, 7)).toEqual({
    lines: ['one@example.com', 'two@example.com', '', 'three@example.com'],
    bytes: compressed.length,
  });
});
