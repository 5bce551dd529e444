import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

/**
 * What every response carries (SECURITY.md §6.2, §6.13): the security headers on successes,
 * refusals, not-founds and crashes alike; no-store on API answers; a charset; and a crash that
 * tells the caller nothing but a request id.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function expectSecurityHeaders(response: Response, label: string) {
  const headers = response.headers;
  expect(headers.get('strict-transport-security'), label).toMatch(
    /^max-age=(\d+); includeSubDomains$/,
  );
  expect(
    Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]),
  ).toBeGreaterThanOrEqual(31_536_000);
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, label).toMatch(/default-src 'none'/);
  expect(csp, label).toMatch(/frame-ancestors 'none'/);
  expect(csp, label).toMatch(/base-uri 'none'/);
  expect(csp, label).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('no-referrer');
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  expect(headers.get('x-powered-by'), label).toBeNull();
  expect(headers.get('server'), label).toBeNull();
  expect(headers.get('content-type'), label).toMatch(/charset=utf-8/i);
}

test('health: alive, and ready only while the database is reachable and fully migrated', async () => {
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

  const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
    server.services.db,
    sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!newest) throw new Error('no migrations recorded');
  await server.services.db.execute(
    sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`,
  );
  try {
    const stale = await fetch(`${server.url}/readyz`);
    expect(stale.status).toBe(503);
    expect(await stale.json()).toEqual({ status: 'not-ready' });
  } finally {
    await server.services.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
    );
  }
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});

test('the security headers are on successes, refusals, not-founds and API errors alike', async () => {
  const client = await signUpAndSignIn(server, 'headers@example.com');
  const responses: Array<[string, Response]> = [
    ['healthz', await fetch(`${server.url}/healthz`)],
    ['callable 200', await client.postJson('/v1/call/feedback.list', {})],
    ['callable 401', await server.client().postJson('/v1/call/feedback.list', {})],
    ['callable 404', await client.postJson('/v1/call/no.such', {})],
    ['callable 400', await client.postJson('/v1/call/feedback.submit', { rating: 9 })],
    ['unknown path', await fetch(`${server.url}/v1/nothing-here`)],
    [
      'auth error',
      await server
        .client()
        .postJson('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'x' }),
    ],
    [
      'hibp api 401',
      await fetch(`${server.url}/api/v3/breachedaccount/a@b.co`, {
        headers: { 'user-agent': 'test' },
      }),
    ],
  ];
  for (const [label, response] of responses) expectSecurityHeaders(response, label);
  for (const [label, response] of responses.filter(([name]) => name !== 'healthz')) {
    expect(response.headers.get('cache-control'), label).toBe('no-store');
  }
});

test('an unexpected failure answers 500 with a generic body and a request id, never the cause', async () => {
  const client = await signUpAndSignIn(server, 'crash@example.com');
  const clock = server.services.clock;
  const realNow = clock.now.bind(clock);
  clock.now = () => {
    throw new Error('secret internal detail at /srv/bulwark/db.ts:42');
  };
  try {
    const response = await client.postJson('/v1/call/riskAssessment.getOverview', {});
    const text = await response.text();
    expect(response.status).toBe(500);
    expectSecurityHeaders(response, 'crash');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side.',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(text).not.toMatch(/secret|\.ts|at |stack/i);
  } finally {
    clock.now = realNow;
  }
});
