import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer } from '@/testing/test-server';
import {
  AuthSecretError,
  authSecretFile,
  parseAuthSecrets,
  resolveAuthSecrets,
  rotateGeneratedAuthSecret,
} from './auth-secret';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-secret-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const STRONG = 'a-perfectly-long-secret-of-forty-characters';

test('a secret shorter than 32 characters is refused wherever it comes from', async () => {
  const dataDir = await fs.mkdtemp(path.join(dir, 'weak-'));
  await fs.writeFile(authSecretFile(dataDir), 'x\n');
  expect(() => resolveAuthSecrets(undefined, dataDir)).toThrow(AuthSecretError);
  expect(() => resolveAuthSecrets(undefined, dataDir)).toThrow(
    /1 characters; it needs at least 32/,
  );
  expect(() => resolveAuthSecrets('short', dataDir)).toThrow(
    /in BETTER_AUTH_SECRET has 5 characters/,
  );
  expect(() => parseAuthSecrets(`1:${STRONG}\n0:x\n`, 'the export')).toThrow(/the export/);
  expect(() => parseAuthSecrets('', 'the export')).toThrow(/no auth secret/);
  expect(() => parseAuthSecrets(`0:${STRONG}\n0:${STRONG}\n`, 'the export')).toThrow(/twice/);
  // The file was left as it was: the operator decides what to do with it.
  expect(await fs.readFile(authSecretFile(dataDir), 'utf8')).toBe('x\n');
});

test('the server refuses to start on a tampered auth-secret file', async () => {
  const dataDir = await fs.mkdtemp(path.join(dir, 'start-'));
  await fs.writeFile(authSecretFile(dataDir), 'x');
  await expect(
    startTestServer({ env: { BETTER_AUTH_SECRET: undefined, DATA_DIR: dataDir } }),
  ).rejects.toThrow(/at least 32/);
}, 60_000);

test('a file from before rotation reads as version 0; a rotation puts a new secret first and keeps it', async () => {
  const dataDir = await fs.mkdtemp(path.join(dir, 'ring-'));
  await fs.writeFile(authSecretFile(dataDir), `${STRONG}\n`);
  expect(resolveAuthSecrets(undefined, dataDir)).toEqual([{ version: 0, value: STRONG }]);
  const once = rotateGeneratedAuthSecret(dataDir);
  const twice = rotateGeneratedAuthSecret(dataDir);
  expect(twice.map(({ version }) => version)).toEqual([2, 1, 0]);
  expect(twice.slice(1)).toEqual(once);
  expect(resolveAuthSecrets(undefined, dataDir)).toEqual(twice);
  expect(new Set(twice.map(({ value }) => value)).size).toBe(3);
  expect(await fs.readdir(dataDir)).toEqual(['auth-secret']);
});

test('rotation needs a generated secret to rotate', async () => {
  const dataDir = await fs.mkdtemp(path.join(dir, 'none-'));
  expect(() => rotateGeneratedAuthSecret(dataDir)).toThrow(/no generated secret/);
});
