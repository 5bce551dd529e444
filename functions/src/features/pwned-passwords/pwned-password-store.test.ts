import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { ingestPwnedPasswords } from './ingest';
import { createPwnedPasswordStore } from './pwned-password-store';
import { formatPasswordCorpus } from './synthetic-corpus';
import { useTemporaryDirectory } from './testing/pwned-fixtures';

const temporaryDirectory = useTemporaryDirectory();
afterEach(() => {
  vi.useRealTimers();
});

async function ingestInto(storeDirectory: string, passwords: string[]) {
  const input = path.join(temporaryDirectory(), 'pwnedpasswords.txt');
  fs.writeFileSync(
    input,
    formatPasswordCorpus(passwords.map((password) => ({ password, count: 3 }))),
  );
  await ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
}

test('without an ingested corpus the store is empty and nothing is breached', async () => {
  const store = createPwnedPasswordStore(path.join(temporaryDirectory(), 'never-created'));
  await store.open();
  expect(await store.stats()).toEqual({ hashes: 0, ntlmHashes: 0, updatedAt: null });
  expect(await store.isBreached('password')).toBe(false);
  expect(await store.range('5BAA6')).toEqual([]);
  expect(await store.has('sha1')).toBe(false);
  await store.close();
});

test('a running store picks up a newly ingested file within a second, without a restart', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const storeDirectory = temporaryDirectory();
  await ingestInto(storeDirectory, ['first-password']);
  const store = createPwnedPasswordStore(storeDirectory);
  await store.open();
  expect(await store.isBreached('second-password')).toBe(false);

  await ingestInto(storeDirectory, ['first-password', 'second-password']);
  // Checked at most once a second: still the old store right away.
  expect(await store.isBreached('second-password')).toBe(false);
  vi.advanceTimersByTime(1001);
  expect(await store.isBreached('second-password')).toBe(true);
  expect((await store.stats()).hashes).toBe(2);
  await store.close();
});

test('a damaged replacement is reported and the loaded store keeps serving', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const storeDirectory = temporaryDirectory();
  await ingestInto(storeDirectory, ['first-password']);
  const onReloadError = vi.fn();
  const store = createPwnedPasswordStore(storeDirectory, { onReloadError });
  await store.open();
  fs.writeFileSync(path.join(storeDirectory, 'sha1.bin.new'), 'garbage');
  fs.renameSync(path.join(storeDirectory, 'sha1.bin.new'), path.join(storeDirectory, 'sha1.bin'));
  vi.advanceTimersByTime(1001);
  expect(await store.isBreached('first-password')).toBe(true);
  expect(onReloadError).toHaveBeenCalledWith(
    expect.any(Error),
    path.join(storeDirectory, 'sha1.bin'),
  );
  await store.close();
});

test('range rejects a prefix that is not 5 hexadecimal digits', async () => {
  const store = createPwnedPasswordStore(temporaryDirectory());
  await expect(store.range('5BAA')).rejects.toThrow(RangeError);
  await expect(store.range('XXXXX')).rejects.toThrow(RangeError);
});
