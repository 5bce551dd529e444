import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { runIngestCli } from './ingest.cli';
import { describeProgress } from './ingest-progress';
import { formatPasswordCorpus } from './synthetic-corpus';
import { sha1Hex, useTemporaryDirectory } from './testing/pwned-fixtures';

const temporaryDirectory = useTemporaryDirectory();

function captureIo() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text), isTTY: false },
    },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

test('loads a corpus and reports hashes, rate and malformed lines by kind', async () => {
  const directory = temporaryDirectory();
  const input = path.join(directory, 'pwnedpasswords.txt');
  fs.writeFileSync(
    input,
    `${formatPasswordCorpus([{ password: 'password', count: 3 }])}${sha1Hex('x').slice(1)}:1\nnonsense\n`,
  );
  const store = path.join(directory, 'store');
  const { io, out } = captureIo();
  expect(await runIngestCli([input, '--store', store], io)).toBe(0);
  expect(out()).toContain(`Loaded 1 SHA-1 hashes into ${path.join(store, 'sha1.bin')}`);
  expect(out()).toMatch(/3 lines in 0:0\d \([\d,]+ lines\/s\)\./);
  expect(out()).toContain('Skipped 2 malformed lines (hash length: 1, count: 1).');
});

test('a wrong path exits 1 with the reason and writes nothing', async () => {
  const store = path.join(temporaryDirectory(), 'store');
  const { io, err } = captureIo();
  expect(await runIngestCli(['/no/such/file.txt', '--store', store], io)).toBe(1);
  expect(err()).toContain('No such file or directory: /no/such/file.txt');
  expect(fs.existsSync(store)).toBe(false);
});

test('bad usage exits 2 with the usage text', async () => {
  const { io, err } = captureIo();
  expect(await runIngestCli([], io)).toBe(2);
  expect(err()).toContain('Usage: npm run ingest:passwords');
  expect(await runIngestCli(['a.txt', '--bogus'], captureIo().io)).toBe(2);
});

test('a progress line shows share done, lines, rate and ETA', () => {
  const line = describeProgress(
    { phase: 'reading', done: 25, total: 100, lines: 5_000_000 },
    { phaseMs: 2000, totalMs: 2000 },
  );
  expect(line).toBe('Reading  25.0% · 5,000,000 lines · 2,500,000 lines/s · 0:02 · ETA 0:06');
});

test('NTLM hashes without --ntlm: exit 1, the hint, and the previous store untouched', async () => {
  const directory = temporaryDirectory();
  const good = path.join(directory, 'good.txt');
  fs.writeFileSync(good, formatPasswordCorpus([{ password: 'password', count: 3 }]));
  const store = path.join(directory, 'store');
  expect(await runIngestCli([good, '--store', store], captureIo().io)).toBe(0);
  const before = fs.readFileSync(path.join(store, 'sha1.bin'));

  const ntlm = path.join(directory, 'ntlm.txt');
  fs.writeFileSync(ntlm, '8846F7EAEE8FB117AD06BDD830B7586C:9545824\n');
  const { io, out, err } = captureIo();
  expect(await runIngestCli([ntlm, '--store', store], io)).toBe(1);
  expect(err()).toContain('These look like NTLM hashes (32 hex digits): add --ntlm.');
  expect(err()).toContain('The store was left as it was.');
  expect(err()).not.toContain('Ingest failed');
  expect(out()).toBe('');
  expect(fs.readdirSync(store)).toEqual(['sha1.bin']);
  expect(fs.readFileSync(path.join(store, 'sha1.bin')).equals(before)).toBe(true);
});
