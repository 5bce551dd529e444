import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { TEST_PASSWORD, signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function secondDevice(email: string) {
  const device = server.client();
  const response = await device.postJson('/api/auth/sign-in/email', {
    email,
    password: TEST_PASSWORD,
  });
  expect(response.status).toBe(200);
  return device;
}

test('lists sessions without tokens and ends another one by id', async () => {
  const laptop = await signUpAndSignIn(server, 'devices@example.com');
  const phone = await secondDevice('devices@example.com');
  const { body: sessions } = await laptop.call('profileSettings.listSessions');
  expect(sessions).toHaveLength(2);
  expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  const other = sessions.find((session) => !session.isCurrent);
  expect(
    (await laptop.call('profileSettings.revokeSession', { id: other?.id ?? '' })).body,
  ).toEqual({
    revoked: true,
  });
  expect((await phone.call('profileSettings.get')).status).toBe(401);
  expect((await laptop.call('profileSettings.get')).status).toBe(200);
});

test('refuses to end the current session through revoke, and ends all others at once', async () => {
  const laptop = await signUpAndSignIn(server, 'many@example.com');
  const phone = await secondDevice('many@example.com');
  const tablet = await secondDevice('many@example.com');
  const { body: sessions } = await laptop.call('profileSettings.listSessions');
  const current = sessions.find((session) => session.isCurrent);
  const refused = await laptop.call('profileSettings.revokeSession', { id: current?.id ?? '' });
  expect(refused.status).toBe(412);
  expect((await laptop.call('profileSettings.revokeOtherSessions')).body).toEqual({ revoked: 2 });
  expect((await phone.call('profileSettings.get')).status).toBe(401);
  expect((await tablet.call('profileSettings.get')).status).toBe(401);
});

test("cannot end another user's session", async () => {
  const alice = await signUpAndSignIn(server, 'alice-s@example.com');
  const bob = await signUpAndSignIn(server, 'bob-s@example.com');
  const { body: bobSessions } = await bob.call('profileSettings.listSessions');
  expect(
    (await alice.call('profileSettings.revokeSession', { id: bobSessions[0]?.id ?? '' })).body,
  ).toEqual({ revoked: false });
  expect((await bob.call('profileSettings.get')).status).toBe(200);
});
