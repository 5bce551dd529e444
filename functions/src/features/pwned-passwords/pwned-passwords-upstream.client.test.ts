import { afterEach, expect, test } from 'vitest';
import { findFreePort } from '@/testing/free-port';
import { HASH_MODES } from './hash-mode';
import {
  createPwnedPasswordsUpstream,
  UPSTREAM_TIMEOUT_MS,
} from './pwned-passwords-upstream.client';
import { forEachRecord, suffixHex } from './record-codec';
import {
  type FakePwnedPasswordsUpstream,
  startFakePwnedPasswordsUpstream,
} from './testing/fake-pwned-passwords-upstream';
import { NTLM_HASHES, sha1Hex } from './testing/pwned-fixtures';

const USER_AGENT = 'Bulwark-Security/0.1 (+http://bulwark.test)';
const fakes: FakePwnedPasswordsUpstream[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function startFake() {
  const fake = await startFakePwnedPasswordsUpstream();
  fakes.push(fake);
  return fake;
}

function clientFor(baseUrl: string, overrides: { now?: () => number } = {}) {
  return createPwnedPasswordsUpstream({ baseUrl, userAgent: USER_AGENT, ...overrides });
}

/** The suffixes and counts of a result's records. */
function lines(records: Uint8Array, mode: 'sha1' | 'ntlm' = 'sha1') {
  const found: string[] = [];
  forEachRecord(HASH_MODES[mode], records, (at, count) =>
    found.push(`${suffixHex(HASH_MODES[mode], records, at)}:${count}`),
  );
  return found;
}

test('asks for /range/{PREFIX} with Add-Padding and a user agent, and keeps only the real lines', async () => {
  const fake = await startFake();
  fake.addPassword('password', 10434004);
  const hash = sha1Hex('password');
  const result = await clientFor(`${fake.url}/`).range('sha1', hash.slice(0, 5).toLowerCase());
  expect(result).toMatchObject({ status: 'ok', maxAgeSeconds: 2678400 });
  expect(result.status === 'ok' && lines(result.records)).toEqual([`${hash.slice(5)}:10434004`]);
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]?.path).toBe(`/range/${hash.slice(0, 5)}`);
  expect(fake.requests[0]?.headers).toMatchObject({
    'add-padding': 'true',
    'user-agent': USER_AGENT,
  });
});

test('?mode=ntlm goes upstream as mode=ntlm with 27-digit suffixes', async () => {
  const fake = await startFake();
  fake.addHash(NTLM_HASHES.password, 9545824);
  const result = await clientFor(fake.url).range('ntlm', '8846F');
  expect(result.status === 'ok' && lines(result.records, 'ntlm')).toEqual([
    '7EAEE8FB117AD06BDD830B7586C:9545824',
  ]);
  expect(fake.requests[0]?.path).toBe('/range/8846F?mode=ntlm');
});

test('concurrent requests for one prefix share one upstream request', async () => {
  const fake = await startFake();
  fake.cacheControl = 'no-store';
  fake.addPassword('hunter2', 27);
  const client = clientFor(fake.url);
  const prefix = sha1Hex('hunter2').slice(0, 5);
  const results = await Promise.all(Array.from({ length: 20 }, () => client.range('sha1', prefix)));
  expect(results.every((result) => result.status === 'ok')).toBe(true);
  expect(fake.requests).toHaveLength(1);
  // Nothing kept (no-store): the next request asks again.
  await client.range('sha1', prefix);
  expect(fake.requests).toHaveLength(2);
});

test('answers are kept for the upstream’s max-age, minus its Age, then asked for again', async () => {
  const fake = await startFake();
  fake.cacheControl = 'public, max-age=60';
  let now = Date.parse('2026-11-25T12:00:00Z');
  const client = clientFor(fake.url, { now: () => now });
  expect(await client.range('sha1', 'ABCDE')).toMatchObject({ status: 'ok', maxAgeSeconds: 60 });
  now += 59_000;
  expect(await client.range('sha1', 'abcde')).toMatchObject({ status: 'ok', maxAgeSeconds: 1 });
  expect(fake.requests).toHaveLength(1);
  now += 1_000;
  await client.range('sha1', 'ABCDE');
  expect(fake.requests).toHaveLength(2);
  // Modes are cached apart.
  await client.range('ntlm', 'ABCDE');
  expect(fake.requests).toHaveLength(3);
});

test('no Cache-Control, no-cache or private: nothing is kept', async () => {
  const fake = await startFake();
  const client = clientFor(fake.url);
  for (const header of [null, 'no-cache', 'private, max-age=600', 'max-age=0']) {
    fake.cacheControl = header;
    const before = fake.requests.length;
    expect(await client.range('sha1', '12345')).toMatchObject({ status: 'ok', maxAgeSeconds: 0 });
    await client.range('sha1', '12345');
    expect(fake.requests.length - before, String(header)).toBe(2);
  }
});

test('an upstream that never answers is unavailable after 3 s, not "not found"', async () => {
  const fake = await startFake();
  fake.behave('*', 'hang');
  const client = clientFor(fake.url);
  const started = performance.now();
  const result = await client.range('sha1', '5BAA6');
  const elapsed = performance.now() - started;
  expect(result).toEqual({
    status: 'unavailable',
    reason: `${new URL(fake.url).host} did not answer within 3 s.`,
  });
  expect(elapsed).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS - 50);
  expect(elapsed).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1000);
  expect(client.health().lastFailure?.reason).toContain('did not answer within 3 s');
});

test('a 5xx, a malformed line and a wrong-length suffix are unavailable, and are not cached', async () => {
  const fake = await startFake();
  const client = clientFor(fake.url);
  fake.behave('11111', { status: 502 });
  expect(await client.range('sha1', '11111')).toEqual({
    status: 'unavailable',
    reason: `${new URL(fake.url).host} answered HTTP 502.`,
  });
  fake.behave('22222', { body: '0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n<html>oops</html>' });
  expect(await client.range('sha1', '22222')).toMatchObject({
    status: 'unavailable',
    reason: expect.stringContaining('Line 2 of the answer is not SUFFIX:COUNT') as string,
  });
  fake.behave('33333', { body: `${'A'.repeat(27)}:3` });
  expect((await client.range('sha1', '33333')).status).toBe('unavailable');
  fake.behave('11111', 'serve');
  expect((await client.range('sha1', '11111')).status).toBe('ok');
  expect(client.health()).toMatchObject({
    lastFailure: { reason: expect.stringContaining('Line 1') as string },
    lastSuccessAt: expect.any(String) as string,
  });
});

test('a closed port and a name that cannot resolve are unavailable at once', async () => {
  const closed = clientFor(`http://127.0.0.1:${await findFreePort()}`);
  let started = performance.now();
  expect(await closed.range('sha1', '5BAA6')).toMatchObject({
    status: 'unavailable',
    reason: expect.stringContaining('refused the connection') as string,
  });
  expect(performance.now() - started).toBeLessThan(1000);

  // .invalid never resolves (RFC 6761), as no name does in a sandbox without DNS.
  const nowhere = clientFor('https://pwned-passwords.invalid');
  started = performance.now();
  expect(await nowhere.range('sha1', '5BAA6')).toMatchObject({
    status: 'unavailable',
    reason: expect.stringContaining('pwned-passwords.invalid could not be found') as string,
  });
  expect(performance.now() - started).toBeLessThan(1000);
});
