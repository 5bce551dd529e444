import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  createVerifiedUser,
  isSignedIn,
  nextIp,
  postFrom,
  rows,
  sessionTokenOf,
  signIn,
  signedInClient,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

let server: TestServer;
const email = 'signin-owner@example.com';

beforeAll(async () => {
  server = await startTestServer();
  await createVerifiedUser(server, email);
});
afterAll(async () => {
  await server?.close();
});

function sessionCookieLine(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
  if (!line) throw new Error('no session cookie set');
  return line;
}

test('a remembered sign-in sets a __Host- session cookie that persists for the absolute lifetime', async () => {
  const { response } = await signIn(server, email, GOOD_PASSWORD, { rememberMe: true });
  expect(response.status).toBe(200);
  const cookie = sessionCookieLine(response);
  expect(cookie.startsWith('__Host-bulwark.session_token=')).toBe(true);
  const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toEqual(
    expect.arrayContaining(['httponly', 'secure', 'samesite=lax', 'path=/', 'max-age=86400']),
  );
  expect(attributes.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  expect(cookie.length).toBeLessThanOrEqual(4096);
});

test('a sign-in without "remember me" sets a browser-session cookie with no lifetime of its own', async () => {
  const { response } = await signIn(server, email, GOOD_PASSWORD, { rememberMe: false });
  expect(response.status).toBe(200);
  const attributes = sessionCookieLine(response)
    .split(';')
    .map((part) => part.trim().toLowerCase());
  expect(
    attributes.some(
      (attribute) => attribute.startsWith('max-age') || attribute.startsWith('expires'),
    ),
  ).toBe(false);
  expect(
    response.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith('__Host-bulwark.dont_remember=')),
  ).toBe(true);
});

test('an unknown address and a wrong password get the same answer', async () => {
  const unknown = await signIn(server, 'nobody-here@example.com', GOOD_PASSWORD);
  const wrong = await signIn(server, email, 'not the right password at all');
  expect(unknown.response.status).toBe(401);
  expect(wrong.response.status).toBe(401);
  const unknownBody = await unknown.response.json();
  expect(unknownBody).toEqual({
    code: 'auth/invalid-credential',
    message: 'The email or password is not correct.',
  });
  expect(await wrong.response.json()).toEqual(unknownBody);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

test(
  'an unknown address takes about as long to refuse as a wrong password (the dummy hash is ours)',
  async () => {
    const durations = { unknown: [] as number[], wrong: [] as number[] };
    for (let round = 0; round < 12; round += 1) {
      const order =
        round % 2 === 0 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
      for (const kind of order) {
        // Keep the per-account lock out of the measurement.
        await server.services.db.execute(sql`delete from sign_in_failure`);
        const target = kind === 'unknown' ? `timing-${round}@example.com` : email;
        const started = performance.now();
        const { response } = await signIn(server, target, 'a wrong password for timing');
        durations[kind].push(performance.now() - started);
        expect(response.status).toBe(401);
      }
    }
    const [unknown, wrong] = [median(durations.unknown), median(durations.wrong)];
    // Without a dummy hash the unknown address would answer in a few ms against ~400 ms.
    expect(Math.abs(unknown - wrong)).toBeLessThan(0.4 * Math.max(unknown, wrong));
  },
  HEAVY_TIMEOUT_MS,
);

test('each sign-in gets a new session token, and signing in again ends the session the browser had', async () => {
  const client = await signedInClient(server, email);
  const first = sessionTokenOf(client);
  const again = await postFrom(client, '/api/auth/sign-in/email', {
    email,
    password: GOOD_PASSWORD,
  });
  expect(again.status).toBe(200);
  const second = sessionTokenOf(client);
  expect(second).not.toBe(first);
  const stored = await rows<{ token: string }>(server, sql`select token from session`);
  expect(stored.map((session) => session.token)).toContain(second);
  expect(stored.map((session) => session.token)).not.toContain(first);
});

test('signing out ends the session on the server, so the old cookie no longer works', async () => {
  const client = await signedInClient(server, email);
  const oldCookie = client.cookieHeader;
  expect(await isSignedIn(client)).toBe(true);
  const signOut = await postFrom(client, '/api/auth/sign-out', {});
  expect(signOut.status).toBe(200);
  const replay = await server
    .client(nextIp())
    .request('/api/auth/get-session', { headers: { cookie: oldCookie } });
  expect(await replay.json()).toBeNull();
  const callable = await server.client(nextIp()).request('/v1/call/feedback.list', {
    method: 'POST',
    headers: { cookie: oldCookie, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(callable.status).toBe(401);
});

test('sign-in judges only the credential: an over-long or policy-breaking password is just wrong', async () => {
  const wrong = await signIn(server, email, 'not the password');
  for (const password of ['x'.repeat(5000), 'short', 'password']) {
    const { response } = await signIn(server, email, password);
    expect(response.status).toBe(wrong.response.status);
    expect(await response.json()).toMatchObject({ code: 'auth/invalid-credential' });
  }
});

test('a long password that the policy accepted signs in (the input cap is far above it)', async () => {
  const long = `${'long passphrase ünïcode '.repeat(5)}`.slice(0, 120);
  const longEmail = 'signin-long@example.com';
  await createVerifiedUser(server, longEmail, long);
  expect((await signIn(server, longEmail, long)).response.status).toBe(200);
});
