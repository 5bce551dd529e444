import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import {
  type FakePwnedPasswordsUpstream,
  startFakePwnedPasswordsUpstream,
} from './testing/fake-pwned-passwords-upstream';

// The range API inside the real app (createApp: security headers, allowed methods, not-found),
// answering from a local stand-in for api.pwnedpasswords.com.
let server: TestServer;
let upstream: FakePwnedPasswordsUpstream;

beforeAll(async () => {
  upstream = await startFakePwnedPasswordsUpstream();
  server = await startTestServer({ env: { PWNED_PASSWORDS_UPSTREAM: upstream.url } });
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});

const PREFLIGHT = {
  Origin: 'https://password-manager.example',
  'Access-Control-Request-Method': 'GET',
  'Access-Control-Request-Headers': 'add-padding',
};

test('a browser preflight for /range gets 204 with the CORS answer and the usual security headers', async () => {
  const preflight = await server.client().request('/range/5BAA6', {
    method: 'OPTIONS',
    headers: PREFLIGHT,
  });
  expect(preflight.status).toBe(204);
  expect(Object.fromEntries(preflight.headers)).toMatchObject({
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET',
    'access-control-allow-headers': 'Add-Padding',
    'access-control-max-age': '86400',
    'x-content-type-options': 'nosniff',
    'content-security-policy': expect.stringContaining("default-src 'none'") as string,
  });
  expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

  const range = await server.client().request('/range/5BAA6', {
    headers: { Origin: PREFLIGHT.Origin, 'Add-Padding': 'true' },
  });
  expect(range.status).toBe(200);
  expect(range.headers.get('access-control-allow-origin')).toBe('*');
  expect((await range.text()).split('\r\n').length).toBeGreaterThanOrEqual(800);
});

test('nothing else becomes cross-origin: other paths answer a preflight without CORS headers', async () => {
  for (const path of [
    '/v1/pwned-passwords/status',
    '/v1/call/profileSettings.get',
    '/api/auth/get-session',
    '/healthz',
  ]) {
    const response = await server.client().request(path, { method: 'OPTIONS', headers: PREFLIGHT });
    expect(response.status, path).toBe(404);
    expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    expect(response.headers.get('access-control-allow-methods'), path).toBeNull();
  }
  const status = await server.client().request('/v1/pwned-passwords/status', {
    headers: { Origin: PREFLIGHT.Origin },
  });
  expect(status.headers.get('access-control-allow-origin')).toBeNull();
});
