import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterEach, expect, test } from 'vitest';
import { ingestPwnedPasswords } from './ingest';
import { createPwnedPasswordStore, type PwnedPasswordStore } from './pwned-password-store';
import { mountPwnedPasswordRoutes } from './pwned-passwords.routes';
import { formatPasswordCorpus } from './synthetic-corpus';
import {
  localOnlyRanges,
  NTLM_HASHES,
  sha1Hex,
  useTemporaryDirectory,
} from './testing/pwned-fixtures';

const temporaryDirectory = useTemporaryDirectory();
const stores: PwnedPasswordStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** Three hashes in bucket 5BAA6 (the first from the real API's documentation), one elsewhere. */
const BUCKET_LINES = [
  '5BAA6003D68EB55068C33ACE09247EE4C639306B:3',
  '5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8:10434004',
  '5BAA6FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:15',
  '00000ABCDEF0123456789ABCDEF0123456789ABC:1',
];

async function appWith(corpus: string | undefined, ntlm?: string) {
  const directory = temporaryDirectory();
  const storeDirectory = path.join(directory, 'store');
  for (const [text, mode] of [
    [corpus, 'sha1'],
    [ntlm, 'ntlm'],
  ] as const) {
    if (text === undefined) continue;
    const input = path.join(directory, `${mode}.txt`);
    fs.writeFileSync(input, text);
    await ingestPwnedPasswords({ input, storeDirectory, mode });
  }
  const store = createPwnedPasswordStore(storeDirectory);
  stores.push(store);
  const app = new Hono();
  mountPwnedPasswordRoutes(app, localOnlyRanges(store));
  return app;
}

test('answers a range byte for byte like the real API: upper case, :count, CRLF between lines, none at the end', async () => {
  const app = await appWith(`${BUCKET_LINES.join('\n')}\n`);
  const response = await app.request('/range/5baa6');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(
    '003D68EB55068C33ACE09247EE4C639306B:3\r\n1E4C9B93F3F0682250B6CF8331B7EE68FD8:10434004\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:15',
  );
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=2678400');
  expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
});

test('an empty bucket is an empty 200; with nothing ingested and no upstream, a 503, never an empty "not breached"', async () => {
  const app = await appWith(`${BUCKET_LINES.join('\n')}\n`);
  expect(await (await app.request('/range/FFFFF')).text()).toBe('');
  const empty = await appWith(undefined);
  const response = await empty.request('/range/5BAA6');
  expect(response.status).toBe(503);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(await response.json()).toEqual({
    error: {
      code: 'unavailable',
      message:
        'Breach check unavailable: this server has no Pwned Passwords data and asks no upstream.',
    },
  });
});

test('Add-Padding: true pads with count-0 random suffixes after the real lines to 800–1,000 lines', async () => {
  const app = await appWith(`${BUCKET_LINES.join('\n')}\n`);
  const sizes = new Set<number>();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const body = await (
      await app.request('/range/5BAA6', { headers: { 'Add-Padding': 'true' } })
    ).text();
    const lines = body.split('\r\n');
    expect(lines.length).toBeGreaterThanOrEqual(800);
    expect(lines.length).toBeLessThanOrEqual(1000);
    expect(lines.slice(0, 3)).toEqual(BUCKET_LINES.slice(0, 3).map((line) => line.slice(5)));
    for (const line of lines.slice(3)) expect(line).toMatch(/^[0-9A-F]{35}:0$/);
    expect(body.endsWith('\r\n')).toBe(false);
    sizes.add(lines.length);
  }
  // The padding amount is random, so sizes vary.
  expect(sizes.size).toBeGreaterThan(1);
});

test('padding an empty bucket gives only padding lines', async () => {
  const app = await appWith(`${BUCKET_LINES.join('\n')}\n`);
  const lines = (
    await (await app.request('/range/ABCDE', { headers: { 'add-padding': 'TRUE' } })).text()
  ).split('\r\n');
  expect(lines.length).toBeGreaterThanOrEqual(800);
  expect(lines.every((line) => /^[0-9A-F]{35}:0$/.test(line))).toBe(true);
});

test('a bucket already longer than the padding target gets no padding', async () => {
  const entries = Array.from(
    { length: 1200 },
    (_, index) => `5BAA6${index.toString(16).toUpperCase().padStart(35, '0')}:1`,
  );
  const app = await appWith(`${entries.join('\n')}\n`);
  const lines = (
    await (await app.request('/range/5BAA6', { headers: { 'Add-Padding': 'true' } })).text()
  ).split('\r\n');
  expect(lines).toHaveLength(1200);
  expect(lines.every((line) => line.endsWith(':1'))).toBe(true);
});

test('a malformed prefix is a 400 with the real API’s messages', async () => {
  const app = await appWith(undefined);
  for (const prefix of ['5BAA', '5BAA61', '']) {
    const response = await app.request(`/range/${prefix}`);
    if (prefix === '') expect(response.status).toBe(404);
    else {
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('The hash prefix was not in a valid format');
    }
  }
  const response = await app.request('/range/5BAG6');
  expect(response.status).toBe(400);
  expect(await response.text()).toBe('The hash prefix was not valid hexadecimal');
});

test('?mode=ntlm answers from the NTLM store, and is a 400 when none was ingested', async () => {
  const withoutNtlm = await appWith(formatPasswordCorpus([{ password: 'password', count: 1 }]));
  const refused = await withoutNtlm.request('/range/8846F?mode=ntlm');
  expect(refused.status).toBe(400);
  const app = await appWith(undefined, `${NTLM_HASHES.password}:9545824\n`);
  const response = await app.request('/range/8846F?mode=ntlm');
  expect(await response.text()).toBe('7EAEE8FB117AD06BDD830B7586C:9545824');
  const padded = await app.request('/range/8846F?mode=ntlm', {
    headers: { 'Add-Padding': 'true' },
  });
  const lines = (await padded.text()).split('\r\n');
  for (const line of lines.slice(1)) expect(line).toMatch(/^[0-9A-F]{27}:0$/);
});

test('any mode other than ntlm means SHA-1, as the hibp SDK’s mode=sha1 expects', async () => {
  const app = await appWith(formatPasswordCorpus([{ password: 'password', count: 7 }]));
  const hash = sha1Hex('password');
  const body = await (await app.request(`/range/${hash.slice(0, 5)}?mode=sha1`)).text();
  expect(body).toBe(`${hash.slice(5)}:7`);
});

test('the status endpoint says how many hashes are loaded and when', async () => {
  const app = await appWith(
    formatPasswordCorpus([
      { password: 'password', count: 1 },
      { password: 'hunter2', count: 2 },
    ]),
  );
  const status = (await (await app.request('/v1/pwned-passwords/status')).json()) as Record<
    string,
    unknown
  >;
  expect(status).toMatchObject({ hashes: 2, ntlmHashes: 0, source: 'local' });
  expect(new Date(String(status.updatedAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const empty = await appWith(undefined);
  expect(await (await empty.request('/v1/pwned-passwords/status')).json()).toEqual({
    hashes: 0,
    ntlmHashes: 0,
    updatedAt: null,
    source: 'off',
    upstreamHost: null,
    lastUpstreamFailure: null,
    lastUpstreamSuccessAt: null,
  });
});

test('a CORS preflight for Add-Padding gets 204 with the method, the header and a max age', async () => {
  const app = await appWith(`${BUCKET_LINES.join('\n')}\n`);
  const preflight = await app.request('/range/5BAA6', {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://password-manager.example',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'add-padding',
    },
  });
  expect(preflight.status).toBe(204);
  expect(Object.fromEntries(preflight.headers)).toMatchObject({
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET',
    'access-control-allow-headers': 'Add-Padding',
    'access-control-max-age': '86400',
  });
  expect(await preflight.text()).toBe('');
  // Errors are readable cross-origin too.
  const refused = await app.request('/range/5BAG6');
  expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
});
