import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('answers an unknown callable with not-found in the one error shape', async () => {
  const client = await signUpAndSignIn(server, 'caller@example.com');
  const { status, error } = await client.callUnchecked('nothing.here');
  expect(status).toBe(404);
  expect(error).toMatchObject({
    code: 'not-found',
    message: 'There is no callable named "nothing.here".',
  });
  expect(error?.requestId).toMatch(/^[0-9a-f-]{36}$/);
});

test('refuses a body that is not JSON, and a non-JSON content type', async () => {
  const client = await signUpAndSignIn(server, 'json@example.com');
  const broken = await client.request('/v1/call/feedback.submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"category":',
  });
  expect(broken.status).toBe(400);
  expect(((await broken.json()) as { error: { message: string } }).error.message).toBe(
    'The request body is not valid JSON.',
  );
  const plain = await client.request('/v1/call/feedback.submit', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
  });
  expect(plain.status).toBe(415);
});

test('refuses writes from a foreign origin or a cross-site fetch without origin', async () => {
  const client = server.client();
  const foreign = await client.postJson(
    '/v1/call/feedback.list',
    {},
    { origin: 'https://evil.example' },
  );
  expect(foreign.status).toBe(403);
  const crossSite = await client.request('/v1/call/feedback.list', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: '', 'sec-fetch-site': 'cross-site' },
    body: '{}',
  });
  expect(crossSite.status).toBe(403);
});

test('rejects unknown fields (no mass assignment) with invalid-argument', async () => {
  const client = await signUpAndSignIn(server, 'mass@example.com');
  const { status, error } = await client.callUnchecked('profileSettings.update', {
    displayName: 'Ada',
    email: 'x@y.z',
  });
  expect(status).toBe(400);
  expect(error?.code).toBe('invalid-argument');
});

test('answers TRACE with 405 and sends the security headers on every response', async () => {
  // fetch() refuses to send TRACE, so speak HTTP directly.
  const traceStatus = await new Promise<number | undefined>((resolve, reject) => {
    const request = http.request(`${server.url}/healthz`, { method: 'TRACE' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    request.end();
  });
  expect(traceStatus).toBe(405);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  expect(health.headers.get('referrer-policy')).toBe('no-referrer');
  expect(health.headers.get('x-powered-by')).toBeNull();
  const api = await server.client().call('feedback.list');
  expect(api.status).toBe(401);
});

test('readiness reports the database reachable and migrated', async () => {
  const response = await fetch(`${server.url}/readyz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready' });
});

test('a database that went away (a restart) answers 503 "try again", not a 500', async () => {
  const client = await signUpAndSignIn(server, 'restart@example.com');
  const { db } = server.services;
  // What node-postgres raises on a connection PostgreSQL ended while restarting. A signed-in call
  // takes a connection from the pool on PostgreSQL (db/user-transaction.ts), and on PGlite runs its
  // statements through the client's calls into the database (db/pglite-prepared.ts).
  const restart = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  const pooled = server.database.kind === 'postgres';
  const opener = (db._.session as unknown as { client: unknown }).client as Record<
    'connect' | 'execProtocol',
    () => Promise<unknown>
  >;
  const method = pooled ? 'connect' : 'execProtocol';
  const original = opener[method];
  // node-postgres's own pool.query() asks connect() with a callback; a transaction asks without.
  opener[method] = (done?: (error: Error) => void) => {
    if (!pooled || !done) return Promise.reject(restart);
    setImmediate(() => done(restart));
    return Promise.resolve();
  };
  try {
    const response = await client.postJson('/v1/call/feedback.list', {});
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({
      error: { code: 'unavailable', message: expect.stringMatching(/Try again in a moment/) },
    });
  } finally {
    opener[method] = original;
  }
  expect((await client.call('feedback.list')).status).toBe(200);
});
