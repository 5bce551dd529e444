import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { disableUser, enableUser } from '@/auth/disable-user';
import {
  MAIL_TIMEOUT_MS,
  GOOD_PASSWORD,
  adjustableClock,
  createVerifiedUser,
  isSignedIn,
  postFrom,
  sessionTokenOf,
  signIn,
  signedInClient,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

const clock = adjustableClock();
const MINUTE = 60_000;
let server: TestServer;
const owner = 'sessions-owner@example.com';
const changer = 'sessions-changer@example.com';
const disabled = 'sessions-disabled@example.com';

beforeAll(async () => {
  server = await startTestServer({ clock });
  await Promise.all([owner, changer, disabled].map((email) => createVerifiedUser(server, email)));
});
afterEach(() => clock.reset());
afterAll(async () => {
  await server?.close();
});

test('better-auth’s token-bearing session endpoints are closed; sessions end by id instead', async () => {
  const laptop = await signedInClient(server, owner);
  const phone = await signedInClient(server, owner);
  // These would hand every device's raw session token to page script, or end sessions by token.
  for (const path of ['/api/auth/list-sessions']) {
    expect((await laptop.request(path)).status).toBe(404);
  }
  for (const path of [
    '/api/auth/revoke-session',
    '/api/auth/revoke-sessions',
    '/api/auth/revoke-other-sessions',
  ]) {
    expect((await postFrom(laptop, path, { token: sessionTokenOf(phone) })).status).toBe(404);
  }
  expect(await isSignedIn(phone)).toBe(true);

  const { body: sessions } = await laptop.call('profileSettings.listSessions');
  const other = sessions.find((session) => !session.isCurrent);
  expect(
    (await laptop.call('profileSettings.revokeSession', { id: other?.id ?? '' })).body,
  ).toEqual({
    revoked: true,
  });
  expect(await isSignedIn(phone)).toBe(false);
  expect(await isSignedIn(laptop)).toBe(true);
});

test(
  'changing the password needs the current one, ends every other session and tells the owner',
  async () => {
    const here = await signedInClient(server, changer);
    const elsewhere = await signedInClient(server, changer);
    const wrong = await postFrom(here, '/api/auth/change-password', {
      currentPassword: 'not my current password',
      newPassword: 'a brand new passphrase 2',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'auth/wrong-password' });
    expect(await isSignedIn(elsewhere)).toBe(true);

    // The client does not ask for other sessions to end; the server ends them anyway.
    const changed = await postFrom(here, '/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'a brand new passphrase 2',
    });
    expect(changed.status).toBe(200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    await server.waitForMail(
      (m) => m.to.includes(changer) && /password was changed/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    expect((await signIn(server, changer, 'a brand new passphrase 2')).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test('a session ends after 60 minutes without activity', async () => {
  const client = await signedInClient(server, owner);
  clock.advance(59 * MINUTE);
  expect(await isSignedIn(client)).toBe(true);
  clock.advance(61 * MINUTE);
  expect(await isSignedIn(client)).toBe(false);
});

test('a passive check (an open change stream asking) is not activity', async () => {
  const client = await signedInClient(server, owner);
  clock.advance(50 * MINUTE);
  const passive = await client.request('/api/auth/get-session?disableRefresh=true');
  expect(await passive.json()).not.toBeNull();
  clock.advance(11 * MINUTE);
  expect(await isSignedIn(client)).toBe(false);
});

test('a session ends 24 hours after sign-in even when it is used all the time', async () => {
  const client = await signedInClient(server, owner);
  let elapsed = 0;
  while (elapsed + 50 * MINUTE < 24 * 60 * MINUTE) {
    clock.advance(50 * MINUTE);
    elapsed += 50 * MINUTE;
    expect(await isSignedIn(client)).toBe(true);
  }
  clock.advance(24 * 60 * MINUTE - elapsed);
  expect(await isSignedIn(client)).toBe(false);
});

test(
  'disabling an account ends its sessions at once and refuses its sign-in, without telling strangers',
  async () => {
    const client = await signedInClient(server, disabled);
    const result = await disableUser(server.services.db, 'Sessions-Disabled@example.com ');
    expect(result).toEqual({ found: true, sessionsEnded: 1 });
    expect(await isSignedIn(client)).toBe(false);

    const refused = await signIn(server, disabled);
    expect(refused.response.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({ code: 'auth/user-disabled' });
    const guess = await signIn(server, disabled, 'a wrong guess at the password');
    expect(guess.response.status).toBe(401);
    expect(await guess.response.json()).toMatchObject({ code: 'auth/invalid-credential' });

    expect(await enableUser(server.services.db, disabled)).toEqual({ found: true });
    expect((await signIn(server, disabled)).response.status).toBe(200);
    expect(await disableUser(server.services.db, 'nobody@example.com')).toEqual({
      found: false,
      sessionsEnded: 0,
    });
  },
  HEAVY_TIMEOUT_MS,
);
