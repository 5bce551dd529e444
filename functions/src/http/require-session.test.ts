import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { requireSession } from './require-session';

/** Every route outside `/v1/call` that serves one person's data. */
const SESSION_ONLY_ROUTES = ['/v1/stream', '/v1/avatar', '/v1/breaches/range/a94a8f'];

const REFUSAL = {
  error: {
    code: 'unauthenticated',
    message: 'Sign in to continue.',
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('each session-only route refuses a request without a session in the one 401 shape', async () => {
  const forged = 'better-auth.session_token=forged.value';
  const callable = await server.client().postJson('/v1/call/feedback.list', {});
  expect(callable.status).toBe(401);
  expect(await callable.json()).toEqual(REFUSAL);
  for (const path of SESSION_ONLY_ROUTES) {
    for (const headers of [{}, { cookie: forged }]) {
      const response = await server.client().request(path, { headers });
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual(REFUSAL);
    }
  }
});

test('each session-only route lets a signed-in person through', async () => {
  const client = await signUpAndSignIn(server, 'require-session@example.com');
  const controller = new AbortController();
  const stream = await client.request('/v1/stream', { signal: controller.signal });
  expect(stream.status).toBe(200);
  controller.abort();
  // No picture yet: past the session check, the avatar route answers for this person.
  expect((await client.request('/v1/avatar')).status).toBe(404);
  expect((await client.request('/v1/breaches/range/a94a8f')).status).toBe(200);
});

test('the middleware hands the session on and never runs the handler without one', async () => {
  const ada = {
    id: 'ada',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    twoFactorEnabled: false,
  };
  const sessions = new Map([['cookie-of-ada', { user: ada }]]);
  const source = {
    getSession: (headers: Headers) =>
      Promise.resolve(sessions.get(headers.get('cookie') ?? '') ?? null),
  };
  let handlerRuns = 0;
  const app = new Hono();
  app.onError((error, c) => c.json({ refused: error.message }, 401));
  app.get('/mine', requireSession(source), (c) => {
    handlerRuns += 1;
    return c.json({ userId: c.var.session.user.id });
  });

  const signedIn = await app.request('/mine', { headers: { cookie: 'cookie-of-ada' } });
  expect(await signedIn.json()).toEqual({ userId: 'ada' });
  const anonymous = await app.request('/mine');
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toEqual({ refused: 'Sign in to continue.' });
  expect(handlerRuns).toBe(1);
});
