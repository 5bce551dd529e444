import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw-server';
import { AuthError } from '../auth-error';
import { GET_SESSION_URL, fetchCurrentSession } from './fetch-current-session';

const USER = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  twoFactorEnabled: true,
};

test('reads an active session with its expiry and user summary', async () => {
  server.use(
    http.get(GET_SESSION_URL, () =>
      HttpResponse.json({
        session: { id: 's1', expiresAt: '2026-12-01T10:00:00.000Z', token: 't' },
        user: USER,
      }),
    ),
  );
  expect(await fetchCurrentSession()).toEqual({
    outcome: 'active',
    session: { sessionId: 's1', expiresAt: '2026-12-01T10:00:00.000Z', user: USER },
  });
});

test('a passive check asks the server not to count it as activity', async () => {
  let query = '';
  server.use(
    http.get(GET_SESSION_URL, ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json(null);
    }),
  );
  await fetchCurrentSession({ passive: true });
  expect(query).toBe('?disableRefresh=true');
  await fetchCurrentSession();
  expect(query).toBe('');
});

test('no session when the server answers null or 401', async () => {
  server.use(http.get(GET_SESSION_URL, () => HttpResponse.json(null)));
  expect(await fetchCurrentSession()).toEqual({ outcome: 'none' });
  server.use(http.get(GET_SESSION_URL, () => HttpResponse.json({}, { status: 401 })));
  expect(await fetchCurrentSession()).toEqual({ outcome: 'none' });
});

test('a disabled account is reported as such', async () => {
  server.use(
    http.get(GET_SESSION_URL, () =>
      HttpResponse.json({ code: 'auth/user-disabled', message: 'Disabled' }, { status: 403 }),
    ),
  );
  expect(await fetchCurrentSession()).toEqual({ outcome: 'disabled' });
});

test('an unreachable server throws, so the caller can retry', async () => {
  server.use(http.get(GET_SESSION_URL, () => HttpResponse.error()));
  const error = await fetchCurrentSession().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AuthError);
  expect((error as AuthError).code).toBe('auth/network-request-failed');
});
