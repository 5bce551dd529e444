import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pwnedPassword } from 'hibp';
import { afterEach, expect, test } from 'vitest';
import { PwnedPasswordsStatusSchema } from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { createLogger } from '@/lib/logger';
import { ingestPwnedPasswords } from './ingest';
import { createPwnedPasswordRanges } from './pwned-password-ranges.service';
import { createPwnedPasswordStore } from './pwned-password-store';
import { createPwnedPasswordsUpstream } from './pwned-passwords-upstream.client';
import { mountPwnedPasswordRoutes } from './pwned-passwords.routes';
import { formatPasswordCorpus } from './synthetic-corpus';
import { startFakePwnedPasswordsUpstream } from './testing/fake-pwned-passwords-upstream';
import { NTLM_HASHES, sha1Hex, useTemporaryDirectory } from './testing/pwned-fixtures';

// /range over real HTTP with no local store (or with one), the upstream a local stand-in.
const temporaryDirectory = useTemporaryDirectory();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function bulwarkWith(options: { localCorpus?: string } = {}) {
  const upstream = await startFakePwnedPasswordsUpstream();
  cleanups.push(() => upstream.close());
  const storeDirectory = path.join(temporaryDirectory(), 'store');
  if (options.localCorpus !== undefined) {
    const input = path.join(path.dirname(storeDirectory), 'corpus.txt');
    fs.writeFileSync(input, options.localCorpus);
    await ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
  }
  const store = createPwnedPasswordStore(storeDirectory);
  cleanups.push(() => store.close());
  const ranges = createPwnedPasswordRanges({
    store,
    upstream: createPwnedPasswordsUpstream({ baseUrl: upstream.url, userAgent: 'test' }),
    logger: createLogger('silent'),
  });
  const app = new Hono();
  mountPwnedPasswordRoutes(app, ranges);
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(instance),
    );
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, upstream, ranges };
}

function range(url: string, prefix: string, padded = false) {
  return fetch(`${url}/range/${prefix}`, padded ? { headers: { 'Add-Padding': 'true' } } : {});
}

function prefixOf(password: string) {
  return sha1Hex(password).slice(0, 5);
}

test('without a local store, answers from upstream byte for byte, and pads its own answer only when asked', async () => {
  const { url, upstream } = await bulwarkWith();
  upstream.addPassword('password', 10434004);
  const hash = sha1Hex('password');
  upstream.addHash(`${hash.slice(0, 5)}FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF`, 15);

  const plain = await range(url, hash.slice(0, 5).toLowerCase());
  expect(plain.status).toBe(200);
  // The upstream's count-0 padding lines are gone; what is left is the real API's exact format.
  expect(await plain.text()).toBe(
    `${hash.slice(5)}:10434004\r\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:15`,
  );
  expect(plain.headers.get('Cache-Control')).toBe('public, max-age=2678400');
  expect(plain.headers.get('Vary')).toBe('Add-Padding');

  const padded = (await (await range(url, hash.slice(0, 5), true)).text()).split('\r\n');
  expect(padded.length).toBeGreaterThanOrEqual(800);
  expect(padded.length).toBeLessThanOrEqual(1000);
  expect(padded.slice(0, 2)).toEqual([
    `${hash.slice(5)}:10434004`,
    'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:15',
  ]);
  for (const line of padded.slice(2)) expect(line).toMatch(/^[0-9A-F]{35}:0$/);

  // Bulwark always asks upstream for padding, whatever its own client asked; the second request
  // came from the cache.
  expect(upstream.requests).toHaveLength(1);
  expect(upstream.requests[0]?.headers['add-padding']).toBe('true');
});

test('an existing HIBP client reads upstream-sourced answers unchanged', async () => {
  const { url, upstream } = await bulwarkWith();
  upstream.addPassword('hunter2', 27);
  expect(await pwnedPassword('hunter2', { baseUrl: url })).toBe(27);
  expect(await pwnedPassword('not a breached passphrase at all', { baseUrl: url })).toBe(0);
});

test('?mode=ntlm goes upstream too', async () => {
  const { url, upstream } = await bulwarkWith();
  upstream.addHash(NTLM_HASHES.password, 9545824);
  const response = await fetch(`${url}/range/8846F?mode=ntlm`);
  expect(await response.text()).toBe('7EAEE8FB117AD06BDD830B7586C:9545824');
  expect(upstream.requests[0]?.path).toBe('/range/8846F?mode=ntlm');
});

test('a local store always wins: the upstream is never asked for SHA-1, only for a mode it lacks', async () => {
  const { url, upstream, ranges } = await bulwarkWith({
    localCorpus: formatPasswordCorpus([{ password: 'password', count: 7 }]),
  });
  upstream.addPassword('password', 10434004);
  upstream.addHash(NTLM_HASHES.password, 9545824);
  expect(await (await range(url, prefixOf('password'))).text()).toBe(
    `${sha1Hex('password').slice(5)}:7`,
  );
  expect(await (await range(url, '00000')).text()).toBe('');
  expect(await ranges.isBreached('password')).toBe(true);
  expect(upstream.requests).toHaveLength(0);
  expect(await (await fetch(`${url}/range/8846F?mode=ntlm`)).text()).toBe(
    '7EAEE8FB117AD06BDD830B7586C:9545824',
  );
  expect(upstream.requests).toHaveLength(1);
  expect((await ranges.status()).source).toBe('local');
});

test('ten browsers asking for one prefix at once cost one upstream request', async () => {
  const { url, upstream } = await bulwarkWith();
  upstream.cacheControl = null;
  upstream.behave('ABCDE', { delayMs: 300 });
  const bodies = await Promise.all(
    Array.from({ length: 10 }, () => range(url, 'ABCDE', true).then((response) => response.status)),
  );
  expect(bodies).toEqual(Array(10).fill(200));
  expect(upstream.requests).toHaveLength(1);
});

test('an upstream that says nothing about caching is passed on as no-store', async () => {
  const { url, upstream } = await bulwarkWith();
  upstream.cacheControl = null;
  expect((await range(url, 'ABCDE')).headers.get('Cache-Control')).toBe('no-store');
});

test('a 5xx or a time-out is a 503 "unavailable" with Retry-After, never an empty "not found"', async () => {
  const { url, upstream, ranges } = await bulwarkWith();
  upstream.behave('11111', { status: 500 });
  upstream.behave('22222', 'hang');
  const host = new URL(upstream.url).host;

  const failed = await range(url, '11111', true);
  expect(failed.status).toBe(503);
  expect(Object.fromEntries(failed.headers)).toMatchObject({
    'retry-after': '30',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  });
  expect(await failed.json()).toEqual({
    error: {
      code: 'unavailable',
      message: `Breach check unavailable right now. ${host} answered HTTP 500.`,
    },
  });

  const started = performance.now();
  const slow = await range(url, '22222');
  expect(slow.status).toBe(503);
  expect(performance.now() - started).toBeLessThan(4000);
  expect(((await slow.json()) as { error: { message: string } }).error.message).toContain(
    'did not answer within 3 s',
  );

  const status = PwnedPasswordsStatusSchema.parse(
    await (await fetch(`${url}/v1/pwned-passwords/status`)).json(),
  );
  expect(status).toMatchObject({
    hashes: 0,
    source: 'upstream',
    upstreamHost: host,
    lastUpstreamFailure: { reason: `${host} did not answer within 3 s.` },
    lastUpstreamSuccessAt: null,
  });
  upstream.behave('*', { status: 503 });
  await expect(ranges.isBreached('anything')).rejects.toThrow(`${host} answered HTTP 503.`);
});
