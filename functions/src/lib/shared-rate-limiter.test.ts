import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import {
  GOOD_PASSWORD,
  HEAVY_TIMEOUT_MS,
  createVerifiedUser,
  signIn,
} from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { createSharedRateLimits } from './shared-rate-limiter';

/**
 * The limits that protect credentials and against abuse hold across instances (decision 016):
 * on PostgreSQL "there" is a second server on the same database; PGlite has one process (its data
 * directory is locked), so "there" is "here" and the budgets are checked on one instance.
 */
let here: TestServer;
let there: TestServer;
let writer: TestClient;

const API_KEY = 'shared-key-0123456789abcdef-ghijklmn';
/** A key of its own for the per-minute budget, which the other tests' searches do not touch. */
const BUDGET_KEY = 'budget-key-9f86d081884c7d659a2feaa0c55a';
const KEY_USES_PER_MINUTE = 6;
const LOCKED_OWNER = 'shared-lock@example.com';
const env = {
  BULWARK_API_KEYS: `${API_KEY},${BUDGET_KEY}`,
  BREACH_API_PER_MINUTE: String(KEY_USES_PER_MINUTE),
};

beforeAll(async () => {
  here = await startTestServer({ env });
  // People are made before the second instance starts: either instance's job runner could
  // deliver a verification mail, into its own outbox directory.
  await createVerifiedUser(here, LOCKED_OWNER);
  writer = await signUpAndSignIn(here, 'shared-quota@example.com');
  there =
    here.database.kind === 'postgres' ? await startTestServer({ env, sharedWith: here }) : here;
}, HEAVY_TIMEOUT_MS);
afterAll(async () => {
  if (there !== here) await there?.close();
  await here?.close();
});

/** A breachedaccount search through `server` from client address `ip` with `key`. */
function searchFrom(server: TestServer, ip: string, key: string) {
  return fetch(`${server.url}/api/v3/breachedaccount/nobody%40example.com`, {
    headers: { 'user-agent': 'shared-limit-test', 'hibp-api-key': key, 'x-forwarded-for': ip },
  });
}

/** A callable as `writer`, through `server`: the session cookie works on every instance. */
function callAs(server: TestServer, name: string, body: unknown) {
  return server
    .client(writer.ip)
    .postJson(`/v1/call/${name}`, body, { cookie: writer.cookieHeader });
}

test('wrong API keys sent to either instance count against one budget per client', async () => {
  const guesser = '203.0.113.90';
  const statuses: number[] = [];
  for (let guess = 0; guess < 10; guess += 1) {
    const server = guess % 2 === 0 ? here : there;
    statuses.push((await searchFrom(server, guesser, `guess-${guess}`)).status);
  }
  expect(statuses).toEqual(Array<number>(10).fill(401));
  // The eleventh wrong key, and then the right one, are refused on both instances.
  expect((await searchFrom(here, guesser, 'guess-10')).status).toBe(429);
  for (const server of [here, there]) {
    const right = await searchFrom(server, guesser, API_KEY);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(500);
  }
  expect((await searchFrom(there, '203.0.113.91', API_KEY)).status).toBe(404);
});

test("a key's requests a minute are one budget, whichever instance answers", async () => {
  const statuses: number[] = [];
  for (let use = 0; use <= KEY_USES_PER_MINUTE; use += 1) {
    const server = use % 2 === 0 ? there : here;
    statuses.push((await searchFrom(server, `203.0.113.${100 + use}`, BUDGET_KEY)).status);
  }
  expect(statuses).toEqual([...Array<number>(KEY_USES_PER_MINUTE).fill(404), 429]);
  const refused = await searchFrom(here, '203.0.113.120', BUDGET_KEY);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('concurrent uses on both instances never exceed the budget', async () => {
  const budget = 5;
  const limiterOf = (server: TestServer) =>
    server.services.rateLimits.limiter('test-concurrent', budget, 60_000);
  const waits = await Promise.all(
    Array.from({ length: 24 }, (_, use) => limiterOf(use % 2 === 0 ? here : there).hit('one-key')),
  );
  expect(waits.filter((wait) => wait === 0)).toHaveLength(budget);
  expect(waits.filter((wait) => wait > 0)).toHaveLength(24 - budget);
});

test('the counters hold no key in the clear: hashed in the table, or in memory on PGlite', async () => {
  const stored = await queryRows<{ key: string }>(
    here.services.db,
    sql`select key from shared_rate_limit`,
  );
  // PGlite's one process counts in memory (shared-rate-limiter.ts); PostgreSQL's in the table.
  expect(stored.length > 0).toBe(here.database.kind === 'postgres');
  for (const { key } of stored) {
    expect(key).toMatch(/^[a-z-]+:[\w-]{43}$/);
    expect(key).not.toContain(API_KEY);
    expect(key).not.toContain(BUDGET_KEY);
    expect(key).not.toContain('203.0.113');
  }
});

test(
  'sign-in failures on both instances add up and lock the account on both',
  async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const server = attempt % 2 === 0 ? here : there;
      statuses.push((await signIn(server, LOCKED_OWNER, 'a wrong guess')).response.status);
    }
    expect(statuses).toEqual(Array<number>(10).fill(401));
    for (const server of [here, there]) {
      const locked = (await signIn(server, LOCKED_OWNER, GOOD_PASSWORD)).response;
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  },
  HEAVY_TIMEOUT_MS,
);

test('the feedback quota is one budget: five an hour across both instances', async () => {
  const submitThrough = (server: TestServer) =>
    callAs(server, 'feedback.submit', {
      category: 'idea',
      rating: 4,
      message: 'Counted once, wherever sent.',
      idempotencyKey: generateId(),
    });
  const statuses: number[] = [];
  for (let message = 0; message < 5; message += 1)
    statuses.push((await submitThrough(message % 2 === 0 ? here : there)).status);
  expect(statuses).toEqual(Array<number>(5).fill(200));
  for (const server of [here, there]) {
    const refused = await submitThrough(server);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  }
});

test("a callable's per-person limit is one budget: ten server-side checks a minute on both", async () => {
  const check = { email: 'someone@example.com', includeHidden: false };
  const statuses: number[] = [];
  for (let use = 0; use < 10; use += 1)
    statuses.push(
      (await callAs(use % 2 === 0 ? here : there, 'emailBreachCheck.check', check)).status,
    );
  expect(statuses).toEqual(Array<number>(10).fill(200));
  for (const server of [here, there]) {
    const refused = await callAs(server, 'emailBreachCheck.check', check);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'resource-exhausted',
        message: expect.stringMatching(/^Too many checks. Try again in \d+ seconds.$/),
      },
    });
  }
});

test('one purpose asked for with two budgets is a programming error', () => {
  const limits = createSharedRateLimits(here.database);
  limits.limiter('test-twice', 3, 60_000);
  expect(limits.limiter('test-twice', 3, 60_000)).toBe(limits.limiter('test-twice', 3, 60_000));
  expect(() => limits.limiter('test-twice', 4, 60_000)).toThrow(/two budgets/);
});
