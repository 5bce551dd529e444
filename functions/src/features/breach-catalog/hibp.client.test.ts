import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHibpClient } from './hibp.client';
import { type FakeHibp, hibpEntry, startFakeHibp } from '@/testing/fake-hibp-server';

let fake: FakeHibp;
beforeAll(async () => {
  fake = await startFakeHibp();
});
afterAll(async () => {
  await fake?.close();
});

function client(overrides: { hibpApiKey?: string | undefined; hibpTimeoutMs?: number } = {}) {
  return createHibpClient({
    hibpBaseUrl: fake.url,
    hibpApiKey: 'k'.repeat(32),
    hibpTimeoutMs: 2000,
    userAgent: 'Bulwark-Security/test',
    ...overrides,
  });
}

test('200: the breaches, parsed, asked with key, user agent and the full response', async () => {
  fake.respond('found@example.com', {
    status: 200,
    body: [hibpEntry('Adobe'), hibpEntry('NewLeak')],
  });
  const result = await client().breachedAccount('found@example.com');
  expect(result).toMatchObject({
    status: 'found',
    breaches: [{ Name: 'Adobe' }, { Name: 'NewLeak' }],
  });
  const request = fake.requests.at(-1);
  expect(request?.path).toBe(
    '/api/v3/breachedaccount/found%40example.com?truncateResponse=false&includeUnverified=true',
  );
  expect(request?.headers['hibp-api-key']).toBe('k'.repeat(32));
  expect(request?.headers['user-agent']).toBe('Bulwark-Security/test');
});

test('404: not found in any breach, which is an answer and not an error', async () => {
  expect(await client().breachedAccount('clean@example.com')).toEqual({ status: 'not-found' });
});

test('429 with a short retry-after: waits that long and asks once more', async () => {
  fake.respond(
    'busy@example.com',
    { status: 429, headers: { 'retry-after': '1' }, body: { statusCode: 429 } },
    { status: 404 },
  );
  const started = Date.now();
  expect(await client().breachedAccount('busy@example.com')).toEqual({ status: 'not-found' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
});

test('429 with a long retry-after: HIBP unavailable, and no more requests until then', async () => {
  fake.respond('flood@example.com', {
    status: 429,
    headers: { 'retry-after': '120' },
    body: { statusCode: 429 },
  });
  const hibp = client();
  expect(hibp.blockedForSeconds()).toBe(0);
  const first = await hibp.breachedAccount('flood@example.com');
  expect(first).toMatchObject({ status: 'unavailable', retryAfterSeconds: 120 });
  // The re-check reads this to stop its batch instead of asking on.
  expect(hibp.blockedForSeconds()).toBeGreaterThan(118);
  const before = fake.requests.length;
  expect(await hibp.breachedAccount('other@example.com')).toMatchObject({ status: 'unavailable' });
  expect(fake.requests.length).toBe(before);
});

test('401, 503, a time-out and a garbled answer all say HIBP was unavailable', async () => {
  fake.respond('denied@example.com', { status: 401, body: { statusCode: 401 } });
  fake.respond('down@example.com', { status: 503 });
  fake.respond('slow@example.com', { status: 200, body: [], delayMs: 1500 });
  fake.respond('garbled@example.com', { status: 200, body: [{ Name: 42 }] });
  expect(await client().breachedAccount('denied@example.com')).toMatchObject({
    status: 'unavailable',
    reason: expect.stringMatching(/401/),
  });
  expect(await client().breachedAccount('down@example.com')).toMatchObject({
    status: 'unavailable',
    reason: expect.stringMatching(/503/),
  });
  expect(await client({ hibpTimeoutMs: 300 }).breachedAccount('slow@example.com')).toMatchObject({
    status: 'unavailable',
    reason: 'HIBP did not answer in time.',
  });
  expect(await client().breachedAccount('garbled@example.com')).toMatchObject({
    status: 'unavailable',
  });
});

test('without a key nothing is sent; the public catalog needs none', async () => {
  const before = fake.requests.length;
  expect(await client({ hibpApiKey: undefined }).breachedAccount('any@example.com')).toMatchObject({
    status: 'unavailable',
  });
  expect(fake.requests.length).toBe(before);
  fake.setCatalog({ status: 200, body: [hibpEntry('FreshBreach')] });
  expect(
    (await client({ hibpApiKey: undefined }).listBreaches()).map((entry) => entry.Name),
  ).toEqual(['FreshBreach']);
  expect(fake.requests.at(-1)?.headers['hibp-api-key']).toBeUndefined();
  fake.setCatalog({ status: 503 });
  await expect(client().listBreaches()).rejects.toThrow(/503/);
});
