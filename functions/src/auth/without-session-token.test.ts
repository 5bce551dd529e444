import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  HEAVY_TIMEOUT_MS,
  createVerifiedUser,
  enableTwoFactor,
  postFrom,
  sessionTokenOf,
  signIn,
  signedInClient,
} from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { totpCode } from '@/testing/totp';

/** No answer hands page script the raw session token (issue 13, finding 7). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Reads a 200 answer and checks that it holds no `token` and not the session's token either. */
async function expectNoToken(response: Response, client: TestClient) {
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain(sessionTokenOf(client));
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body).not.toHaveProperty('token');
  if (typeof body['session'] === 'object') expect(body['session']).not.toHaveProperty('token');
  return body;
}

test('sign-in and get-session answer with the session and user, but no token', async () => {
  const email = 'token-plain@example.com';
  await createVerifiedUser(server, email);
  const { client, response } = await signIn(server, email);
  const signedIn = await expectNoToken(response, client);
  expect(signedIn).toMatchObject({ user: { email } });
  const session = await expectNoToken(await client.request('/api/auth/get-session'), client);
  expect(session).toMatchObject({ session: { id: expect.any(String) }, user: { email } });
});

test(
  'verify-totp and verify-backup-code answer without the token of the session they create',
  async () => {
    const email = 'token-two-step@example.com';
    await createVerifiedUser(server, email);
    const { secret, backupCodes } = await enableTwoFactor(await signedInClient(server, email));
    const byCode = await signIn(server, email);
    const totp = await postFrom(byCode.client, '/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, 1),
    });
    expect(await expectNoToken(totp, byCode.client)).toMatchObject({ user: { email } });
    const byBackup = await signIn(server, email);
    const backup = await postFrom(byBackup.client, '/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(await expectNoToken(backup, byBackup.client)).toMatchObject({ user: { email } });
  },
  HEAVY_TIMEOUT_MS,
);

test('changing the password, which starts a new session, answers without its token', async () => {
  const email = 'token-change@example.com';
  await createVerifiedUser(server, email);
  const client = await signedInClient(server, email);
  const changed = await postFrom(client, '/api/auth/change-password', {
    currentPassword: GOOD_PASSWORD,
    newPassword: 'another quiet lantern 8 cumin',
  });
  await expectNoToken(changed, client);
});
