import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ingestPwnedPasswords } from './ingest';
import { IngestInputError } from './ingest-source';
import { createPwnedPasswordStore } from './pwned-password-store';
import { formatPasswordCorpus } from './synthetic-corpus';
import {
  NTLM_HASHES,
  sha1Hex,
  useTemporaryDirectory,
  writeRangeDirectory,
} from './testing/pwned-fixtures';

const temporaryDirectory = useTemporaryDirectory();

const PASSWORDS = [
  { password: 'password', count: 10434004 },
  { password: '123456', count: 42 },
  { password: 'hunter2', count: 14 },
  { password: 'correct horse battery staple', count: 15 },
  { password: 'Tr0ub4dor&3', count: 1 },
];

async function ingestText(text: string, mode: 'sha1' | 'ntlm' = 'sha1') {
  const directory = temporaryDirectory();
  const input = path.join(directory, 'pwnedpasswords.txt');
  fs.writeFileSync(input, text);
  const storeDirectory = path.join(directory, 'store');
  const report = await ingestPwnedPasswords({ input, storeDirectory, mode });
  return { report, storeDirectory, bytes: fs.readFileSync(report.storePath) };
}

test('ingests the single-file format and answers ranges with every suffix and count', async () => {
  const { report, storeDirectory } = await ingestText(formatPasswordCorpus(PASSWORDS));
  expect(report).toMatchObject({ mode: 'sha1', lines: 5, hashes: 5, malformed: {} });
  const store = createPwnedPasswordStore(storeDirectory);
  const hash = sha1Hex('password');
  expect(await store.range(hash.slice(0, 5))).toContainEqual({
    suffix: hash.slice(5),
    count: 10434004,
  });
  expect(await store.isBreached('hunter2')).toBe(true);
  expect(await store.isBreached('not in the corpus')).toBe(false);
  expect(await store.stats()).toMatchObject({ hashes: 5, ntlmHashes: 0 });
  await store.close();
});

test('the directory of {PREFIX}.txt files gives the same store as the single file', async () => {
  const text = formatPasswordCorpus(PASSWORDS);
  const single = await ingestText(text);
  const directory = path.join(temporaryDirectory(), 'ranges');
  writeRangeDirectory(directory, text.trim().split('\n'));
  const storeDirectory = path.join(temporaryDirectory(), 'store');
  const report = await ingestPwnedPasswords({ input: directory, storeDirectory, mode: 'sha1' });
  expect(report.hashes).toBe(5);
  expect(fs.readFileSync(report.storePath).equals(single.bytes)).toBe(true);
});

test('CRLF, lower-case hex and unsorted lines give the same bytes as the downloader’s sorted output', async () => {
  const text = formatPasswordCorpus(PASSWORDS);
  const sorted = await ingestText(text);
  const shuffled = text
    .trim()
    .split('\n')
    .reverse()
    .map((line) => line.toLowerCase())
    .join('\r\n');
  const other = await ingestText(shuffled);
  expect(other.bytes.equals(sorted.bytes)).toBe(true);
});

test('re-running an ingest with the same input leaves the store byte-identical', async () => {
  const directory = temporaryDirectory();
  const input = path.join(directory, 'pwnedpasswords.txt');
  fs.writeFileSync(input, formatPasswordCorpus(PASSWORDS));
  const storeDirectory = path.join(directory, 'store');
  const first = await ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
  const before = fs.readFileSync(first.storePath);
  await ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
  expect(fs.readFileSync(first.storePath).equals(before)).toBe(true);
  expect(fs.readdirSync(storeDirectory)).toEqual(['sha1.bin']);
});

test('malformed lines are counted by kind and skipped, never fatal', async () => {
  const good = formatPasswordCorpus(PASSWORDS.slice(0, 2)).trim().split('\n');
  const hunter = sha1Hex('hunter2');
  const lines = [
    ...good,
    `${hunter.slice(0, 39)}:3`,
    `${hunter.slice(0, 39)}G:3`,
    `${hunter}:0`,
    `${hunter}:many`,
    `${hunter}`,
    `${hunter}:99999999999`,
    `${hunter}:2`,
    `${hunter}:9`,
    '',
  ];
  const { report, storeDirectory } = await ingestText(lines.join('\n'));
  expect(report.malformed).toEqual({ 'hash length': 1, 'not hex': 1, count: 4, duplicate: 1 });
  expect(report.hashes).toBe(3);
  const store = createPwnedPasswordStore(storeDirectory);
  // A hash listed twice keeps its larger count.
  expect(await store.range(hunter.slice(0, 5))).toContainEqual({
    suffix: hunter.slice(5),
    count: 9,
  });
  await store.close();
});

test('files in a range directory that are not {PREFIX}.txt are reported and skipped', async () => {
  const directory = path.join(temporaryDirectory(), 'ranges');
  writeRangeDirectory(directory, formatPasswordCorpus(PASSWORDS).trim().split('\n'));
  fs.writeFileSync(path.join(directory, 'README.md'), 'not a range');
  const report = await ingestPwnedPasswords({
    input: directory,
    storeDirectory: temporaryDirectory(),
    mode: 'sha1',
  });
  expect(report).toMatchObject({ hashes: 5, malformed: { 'file name': 1 } });
});

test('counts of any size round-trip through the packed record', async () => {
  const counts = [1, 14, 15, 16, 142, 143, 16398, 16399, 2_147_483_647, 4_294_967_295];
  const entries = counts.map((count, index) => ({ password: `password-${index}`, count }));
  const { storeDirectory } = await ingestText(formatPasswordCorpus(entries));
  const store = createPwnedPasswordStore(storeDirectory);
  for (const { password, count } of entries) {
    const hash = sha1Hex(password);
    expect(await store.range(hash.slice(0, 5))).toContainEqual({ suffix: hash.slice(5), count });
  }
  await store.close();
});

test('--ntlm ingests NTLM hashes into their own store', async () => {
  const text = `${NTLM_HASHES['123456']}:37359195\n${NTLM_HASHES.password}:9545824\n`;
  const { report, storeDirectory } = await ingestText(text, 'ntlm');
  expect(report).toMatchObject({ mode: 'ntlm', hashes: 2 });
  const store = createPwnedPasswordStore(storeDirectory);
  expect(await store.range('8846F', { mode: 'ntlm' })).toEqual([
    { suffix: '7EAEE8FB117AD06BDD830B7586C', count: 9545824 },
  ]);
  expect(await store.stats()).toMatchObject({ hashes: 0, ntlmHashes: 2 });
  await store.close();
});

test('a wrong path fails before anything is written', async () => {
  const storeDirectory = path.join(temporaryDirectory(), 'store');
  const attempt = ingestPwnedPasswords({
    input: '/no/such/pwnedpasswords.txt',
    storeDirectory,
    mode: 'sha1',
  });
  await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
  await expect(attempt).rejects.toThrow('No such file or directory: /no/such/pwnedpasswords.txt');
  expect(fs.existsSync(storeDirectory)).toBe(false);
});

test('a directory without range files is refused before anything is written', async () => {
  const empty = temporaryDirectory();
  const storeDirectory = path.join(temporaryDirectory(), 'store');
  await expect(
    ingestPwnedPasswords({ input: empty, storeDirectory, mode: 'sha1' }),
  ).rejects.toThrow('No {PREFIX}.txt');
  expect(fs.existsSync(storeDirectory)).toBe(false);
});

/** Every file in the store directory and its bytes, to show a refused ingest changed nothing. */
function snapshot(directory: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(directory)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(directory, name)).toString('base64')]),
  );
}

test('an input without one valid line is refused and the working store is left byte-identical', async () => {
  const { storeDirectory } = await ingestText(formatPasswordCorpus(PASSWORDS));
  const ntlmInput = path.join(temporaryDirectory(), 'ntlm.txt');
  fs.writeFileSync(ntlmInput, `${NTLM_HASHES['123456']}:1\n${NTLM_HASHES.password}:2\n`);
  await ingestPwnedPasswords({ input: ntlmInput, storeDirectory, mode: 'ntlm' });
  const before = snapshot(storeDirectory);
  expect(Object.keys(before)).toEqual(['ntlm.bin', 'sha1.bin']);

  const inputs = {
    unrelated: 'user,email\nalice,alice@example.com\n\nnot a hash list at all\n',
    empty: '',
    ntlmWithoutFlag: `${NTLM_HASHES['123456']}:37359195\n${NTLM_HASHES.password}:9545824\n`,
  };
  for (const [name, text] of Object.entries(inputs)) {
    const input = path.join(temporaryDirectory(), `${name}.txt`);
    fs.writeFileSync(input, text);
    const attempt = ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(/^Nothing to load: .* The store was left as it was\.$/);
    expect(snapshot(storeDirectory)).toEqual(before);
  }
  // SHA-1 lines given with --ntlm: the NTLM store is kept too.
  const sha1Input = path.join(temporaryDirectory(), 'sha1.txt');
  fs.writeFileSync(sha1Input, formatPasswordCorpus(PASSWORDS));
  await expect(
    ingestPwnedPasswords({ input: sha1Input, storeDirectory, mode: 'ntlm' }),
  ).rejects.toThrow('These look like SHA-1 hashes (40 hex digits): leave out --ntlm.');
  expect(snapshot(storeDirectory)).toEqual(before);

  const store = createPwnedPasswordStore(storeDirectory);
  expect(await store.isBreached('hunter2')).toBe(true);
  expect(await store.stats()).toMatchObject({ hashes: 5, ntlmHashes: 2 });
  await store.close();
});

test('NTLM lines read as SHA-1 say to add --ntlm, in a single file and in a range directory', async () => {
  const storeDirectory = path.join(temporaryDirectory(), 'store');
  const lines = [`${NTLM_HASHES['123456']}:37359195`, `${NTLM_HASHES.password}:9545824`];
  const input = path.join(temporaryDirectory(), 'pwnedpasswords.txt');
  fs.writeFileSync(input, `${lines.join('\n')}\n`);
  await expect(ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' })).rejects.toThrow(
    `Nothing to load: ${input} has 2 lines, none of them a valid HASH:COUNT line (other hash type: 2). These look like NTLM hashes (32 hex digits): add --ntlm. The store was left as it was.`,
  );
  const ranges = path.join(temporaryDirectory(), 'ranges');
  writeRangeDirectory(ranges, lines);
  await expect(
    ingestPwnedPasswords({ input: ranges, storeDirectory, mode: 'sha1' }),
  ).rejects.toThrow('These look like NTLM hashes (32 hex digits): add --ntlm.');
  expect(fs.readdirSync(storeDirectory)).toEqual([]);
});

test('a few lines of the other hash type among valid ones are counted as such, not fatal', async () => {
  const text = `${formatPasswordCorpus(PASSWORDS)}${NTLM_HASHES.password}:3\n`;
  const { report } = await ingestText(text);
  expect(report).toMatchObject({ hashes: 5, malformed: { 'other hash type': 1 } });
});
