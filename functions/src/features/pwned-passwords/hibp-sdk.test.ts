import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pwnedPassword, pwnedPasswordRange } from 'hibp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ingestPwnedPasswords } from './ingest';
import { createPwnedPasswordStore, type PwnedPasswordStore } from './pwned-password-store';
import { mountPwnedPasswordRoutes } from './pwned-passwords.routes';
import { formatPasswordCorpus } from './synthetic-corpus';
import { NTLM_HASHES, localOnlyRanges, sha1Hex } from './testing/pwned-fixtures';

// An existing HaveIBeenPwned client, unchanged, pointed at Bulwark: only `baseUrl` differs.
let directory = '';
let store: PwnedPasswordStore;
let server: ServerType;
let baseUrl = '';

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-hibp-'));
  const sha1 = path.join(directory, 'sha1.txt');
  fs.writeFileSync(
    sha1,
    formatPasswordCorpus([
      { password: 'password', count: 10434004 },
      { password: 'hunter2', count: 27 },
    ]),
  );
  const ntlm = path.join(directory, 'ntlm.txt');
  fs.writeFileSync(ntlm, `${NTLM_HASHES.password}:9545824\n`);
  await ingestPwnedPasswords({ input: sha1, storeDirectory: directory, mode: 'sha1' });
  await ingestPwnedPasswords({ input: ntlm, storeDirectory: directory, mode: 'ntlm' });
  store = createPwnedPasswordStore(directory);
  const app = new Hono();
  mountPwnedPasswordRoutes(app, localOnlyRanges(store));
  server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(instance),
    );
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

test('hibp’s pwnedPassword finds a breached password and its count', async () => {
  expect(await pwnedPassword('password', { baseUrl })).toBe(10434004);
  expect(await pwnedPassword('hunter2', { baseUrl, addPadding: true })).toBe(27);
  expect(await pwnedPassword('a password nobody has used', { baseUrl, addPadding: true })).toBe(0);
});

test('hibp’s pwnedPasswordRange parses our ranges, padded or not, SHA-1 or NTLM', async () => {
  const hash = sha1Hex('password');
  expect(await pwnedPasswordRange(hash.slice(0, 5), { baseUrl })).toEqual({
    [hash.slice(5)]: 10434004,
  });
  const padded = await pwnedPasswordRange(hash.slice(0, 5), { baseUrl, addPadding: true });
  expect(padded[hash.slice(5)]).toBe(10434004);
  expect(Object.keys(padded).length).toBeGreaterThanOrEqual(800);
  expect(Object.values(padded).filter((count) => count === 0).length).toBe(
    Object.keys(padded).length - 1,
  );
  expect(await pwnedPasswordRange('8846F', { baseUrl, mode: 'ntlm' })).toEqual({
    '7EAEE8FB117AD06BDD830B7586C': 9545824,
  });
});

test('hibp surfaces our 400 for a malformed prefix as an error', async () => {
  await expect(pwnedPasswordRange('XYZ', { baseUrl })).rejects.toThrow(
    'The hash prefix was not in a valid format',
  );
});
