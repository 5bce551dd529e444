import fs from 'node:fs';
import http from 'node:http';
import { breach, breachedAccount, breaches, dataClasses, latestBreach } from 'hibp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { ingestAddresses, writeBreachFile } from '@/testing/breach-fixtures';

const API_KEY = 'test-key-0123456789abcdef-ghijklmn';
const OTHER_KEY = 'other-key-9f86d081884c7d659a2feaa0c55ad015';
const shipped = JSON.parse(
  fs.readFileSync(new URL('../breach-catalog/data/hibp-breaches.json', import.meta.url), 'utf8'),
) as { Name: string; IsSpamList: boolean }[];
const shippedClasses = JSON.parse(
  fs.readFileSync(
    new URL('../breach-catalog/data/hibp-dataclasses.derived.json', import.meta.url),
    'utf8',
  ),
) as string[];

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await startTestServer({
    env: { BULWARK_API_KEYS: `${OTHER_KEY}, ${API_KEY}`, BREACH_API_PER_MINUTE: '25' },
  });
  baseUrl = `${server.url}/api/v3`;
  await ingestAddresses(server.services, 'Adobe', ['pwned@example.com', 'both@example.com']);
  await ingestAddresses(server.services, 'LinkedIn', ['both@example.com']);
});
afterAll(async () => {
  await server?.close();
});

/** A request with no User-Agent at all (fetch always adds one). */
function getWithoutUserAgent(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: {} }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('serves the whole shipped catalog in HIBP shape, entry for entry', async () => {
  const response = await fetch(`${baseUrl}/breaches`, { headers: { 'user-agent': 'test' } });
  expect(response.status).toBe(200);
  const served = (await response.json()) as { Name: string }[];
  expect(served).toHaveLength(955);
  const byName = new Map(served.map((entry) => [entry.Name, entry]));
  for (const entry of shipped) expect(byName.get(entry.Name)).toStrictEqual(entry);
  expect(Object.keys(served[0] ?? {})).toEqual(Object.keys(shipped[0] ?? {}));
});

test('filters breaches by Domain and IsSpamList, case-insensitively', async () => {
  const adobe = (await (
    await fetch(`${baseUrl}/breaches?domain=ADOBE.com`, { headers: { 'user-agent': 't' } })
  ).json()) as { Name: string }[];
  expect(adobe.map((entry) => entry.Name)).toEqual(['Adobe']);
  const spam = await (
    await fetch(`${baseUrl}/breaches?IsSpamList=true`, { headers: { 'user-agent': 't' } })
  ).json();
  expect(spam).toHaveLength(shipped.filter((entry) => entry.IsSpamList).length);
  const bad = await fetch(`${baseUrl}/breaches?IsSpamList=maybe`, {
    headers: { 'user-agent': 't' },
  });
  expect(bad.status).toBe(400);
});

test('refuses requests without a user agent with 403', async () => {
  expect(await getWithoutUserAgent(`${baseUrl}/breaches`)).toBe(403);
});

test('an unchanged HIBP client (the hibp SDK) reads the catalog from Bulwark', async () => {
  const options = { baseUrl, userAgent: 'hibp-sdk-test' };
  expect((await breaches(options)).length).toBe(955);
  expect((await breaches({ ...options, domain: 'adobe.com' })).map((entry) => entry.Name)).toEqual([
    'Adobe',
  ]);
  const adobe = await breach('Adobe', options);
  expect(adobe).toMatchObject({ Name: 'Adobe', Domain: 'adobe.com', IsVerified: true });
  expect(await breach('NoSuchBreachAnywhere', options)).toBeNull();
  expect(await dataClasses(options)).toEqual(shippedClasses);
  expect((await latestBreach(options))?.Name).toBe('Odido');
});

test('the hibp SDK searches an account in the local index with an API key', async () => {
  const options = { baseUrl, apiKey: API_KEY, userAgent: 'hibp-sdk-test' };
  expect(await breachedAccount('both@example.com', options)).toEqual([
    { Name: 'Adobe' },
    { Name: 'LinkedIn' },
  ]);
  const full = await breachedAccount('Both@Example.com', { ...options, truncate: false });
  expect(full?.map((entry) => entry.Title)).toEqual(['Adobe', 'LinkedIn']);
  expect(full?.[0]?.DataClasses).toContain('Password hints');
  expect(await breachedAccount('both@example.com', { ...options, domain: 'linkedin.com' })).toEqual(
    [{ Name: 'LinkedIn' }],
  );
  expect(await breachedAccount('nobody@example.com', options)).toBeNull();
  await expect(breachedAccount('not an address', options)).rejects.toThrow(/Bad request/);
  await expect(
    breachedAccount('both@example.com', { ...options, apiKey: 'wrong-key' }),
  ).rejects.toThrow(/invalid hibp-api-key/);
  await expect(
    breachedAccount('both@example.com', { ...options, apiKey: undefined }),
  ).rejects.toThrow(/missing hibp-api-key/);
});

test('breachedaccount leaves out unverified breaches with IncludeUnverified=false, as HIBP does', async () => {
  // A local breach described by --meta is unverified unless the description says otherwise.
  const meta = await writeBreachFile(
    [
      JSON.stringify({
        Title: 'Rumoured Leak',
        BreachDate: '2026-01-01',
        AddedDate: '2026-01-02T00:00:00Z',
        ModifiedDate: '2026-01-02T00:00:00Z',
        PwnCount: 1,
      }),
    ],
    'rumoured.json',
  );
  await ingestAddresses(server.services, 'RumouredLeak', ['rumoured@example.com'], meta);
  await ingestAddresses(server.services, 'Adobe', ['rumoured@example.com']);
  const headers = { 'user-agent': 'unverified-test', 'hibp-api-key': API_KEY };
  const names = async (query: string) => {
    const response = await fetch(`${baseUrl}/breachedaccount/rumoured%40example.com${query}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Name: string }[]).map((entry) => entry.Name);
  };
  expect(await names('')).toEqual(['Adobe', 'RumouredLeak']);
  expect(await names('?IncludeUnverified=true')).toEqual(['Adobe', 'RumouredLeak']);
  expect(await names('?IncludeUnverified=false')).toEqual(['Adobe']);
  expect(await names('?includeUnverified=false&truncateResponse=false')).toEqual(['Adobe']);
});

test('answers 429 with retry-after once a key has used its requests for the minute', async () => {
  const headers = { 'user-agent': 'rate-test', 'hibp-api-key': OTHER_KEY };
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let index = 0; index < 26; index += 1) {
    const response = await fetch(`${baseUrl}/breachedaccount/nobody%40example.com`, { headers });
    statuses.push(response.status);
    if (response.status === 429) retryAfter = response.headers.get('retry-after');
  }
  expect(statuses.slice(0, 25).every((status) => status === 404)).toBe(true);
  expect(statuses[25]).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

/** A breachedaccount search from `ip` (the test server trusts one proxy) with `key`. */
function searchFrom(ip: string, key: string) {
  return fetch(`${baseUrl}/breachedaccount/nobody%40example.com`, {
    headers: { 'user-agent': 'key-guess-test', 'hibp-api-key': key, 'x-forwarded-for': ip },
  });
}

test('wrong keys are counted per client: after 10, every search from it gets 429, a right key too', async () => {
  const guesser = '203.0.113.77';
  const statuses: number[] = [];
  for (let guess = 0; guess < 12; guess += 1)
    statuses.push((await searchFrom(guesser, `guess-${guess}`)).status);
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
  const right = await searchFrom(guesser, API_KEY);
  expect(right.status).toBe(429);
  expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(500);
  expect(await right.json()).toEqual({
    statusCode: 429,
    message: expect.stringMatching(/^Rate limit is exceeded. Try again in \d+ seconds.$/),
  });
  // Another client is not affected.
  expect((await searchFrom('203.0.113.78', API_KEY)).status).toBe(404);
});

test('the addresses of one IPv6 /64 share a count; the next /64 has its own', async () => {
  const statuses: number[] = [];
  for (let guess = 0; guess < 11; guess += 1)
    statuses.push((await searchFrom(`2001:db8:77:1::${(guess + 1).toString(16)}`, 'nope')).status);
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  expect((await searchFrom('2001:db8:77:1:ffff:ffff:ffff:ffff', API_KEY)).status).toBe(429);
  expect((await searchFrom('2001:db8:77:2::1', API_KEY)).status).toBe(404);
});
