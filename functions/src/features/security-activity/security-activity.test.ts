import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SecurityEvent } from '@bulwark/contracts/schemas/security-activity.schema';
import {
  GOOD_PASSWORD,
  adjustableClock,
  countMails,
  createVerifiedUser,
  enableTwoFactor,
  isSignedIn,
  postFrom,
  rows,
  signIn,
  signedInClient,
  waitForNewMail,
} from '@/testing/auth-helpers';
import { totpCode } from '@/testing/totp';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { pruneSecurityActivity } from './security-activity.service';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

const clock = adjustableClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server?.close();
});

async function activity(client: TestClient): Promise<SecurityEvent[]> {
  const answer = await client.call('securityActivity.list');
  expect(answer.status).toBe(200);
  return answer.body.events;
}

/** Signs in from the given browser, as that browser would. */
async function signInFrom(email: string, userAgent: string) {
  const client = server.client();
  const response = await client.postJson(
    '/api/auth/sign-in/email',
    { email, password: GOOD_PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(200);
  return client;
}

const isNewDeviceMail = (email: string) => (mail: { to: string; subject: string }) =>
  mail.to.includes(email) && mail.subject === 'New sign-in to your Bulwark account';
const isResetMail = (email: string) => (mail: { to: string; subject: string }) =>
  mail.to.includes(email) && /reset your/i.test(mail.subject);

test('sign-ins, a burst of wrong passwords and a password change are listed newest first, with device and address', async () => {
  const email = 'activity-list@example.com';
  await createVerifiedUser(server, email);
  const client = await signInFrom(email, FIREFOX_WINDOWS);
  for (let attempt = 0; attempt < 3; attempt += 1)
    expect((await signIn(server, email, 'not the password at all 99')).response.status).toBe(401);
  const change = await client.postJson(
    '/api/auth/change-password',
    { currentPassword: GOOD_PASSWORD, newPassword: 'another long passphrase 8 ochre' },
    { 'user-agent': FIREFOX_WINDOWS },
  );
  expect(change.status).toBe(200);

  const events = await activity(client);
  expect(events.map((event) => event.kind)).toEqual([
    'password-changed',
    'sign-in-failed',
    'sign-in',
    // Verifying the address signed in the browser that signed up.
    'sign-in',
  ]);
  const [changed, failed, signedIn] = events;
  expect(changed).toMatchObject({ device: 'Firefox on Windows' });
  expect(failed).toMatchObject({ attempts: 3, device: 'Unknown device' });
  expect(Date.parse(failed?.firstAt ?? '')).toBeLessThan(Date.parse(failed?.occurredAt ?? ''));
  expect(signedIn).toMatchObject({
    signInMethod: 'password',
    device: 'Firefox on Windows',
    ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
    // The first sign-in from a browser after the one that signed up: new, and mailed.
    newDevice: true,
  });
});

test('a sign-in from a new device is mailed; its link ends every session and mails a reset link, once', async () => {
  const email = 'not-me@example.com';
  await createVerifiedUser(server, email);
  const laptop = await signInFrom(email, FIREFOX_WINDOWS);
  // New next to the browser that verified the address: mailed too.
  await waitForNewMail(server, isNewDeviceMail(email), 0);
  const seenNotices = await countMails(server, isNewDeviceMail(email));
  // Again from the same browser: not new, no mail.
  await signInFrom(email, FIREFOX_WINDOWS);
  const phone = await signInFrom(email, SAFARI_IPHONE);
  const notice = await waitForNewMail(server, isNewDeviceMail(email), seenNotices);
  expect(notice.raw).toContain('Safari on iOS');
  expect(await countMails(server, isNewDeviceMail(email))).toBe(seenNotices + 1);
  const link = new URL(notice.link ?? '');
  expect(link.pathname).toBe('/security/not-me');
  const token = link.searchParams.get('token') ?? '';

  const resets = await countMails(server, isResetMail(email));
  const stranger = server.client();
  const report = await stranger.postJson('/v1/security-activity/not-me', { token });
  expect(report.status).toBe(200);
  const result = (await report.json()) as { sessionsEnded: number; resetSentTo: string };
  expect(result).toEqual({ sessionsEnded: 3, resetSentTo: 'n***@example.com' });
  expect(await isSignedIn(laptop)).toBe(false);
  expect(await isSignedIn(phone)).toBe(false);
  await waitForNewMail(server, isResetMail(email), resets);

  // A second click changes nothing more: no session to end, no second reset mail.
  const again = await stranger.postJson('/v1/security-activity/not-me', { token });
  expect(await again.json()).toMatchObject({ sessionsEnded: 0 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await countMails(server, isResetMail(email))).toBe(resets + 1);

  const back = await signInFrom(email, FIREFOX_WINDOWS);
  const events = await activity(back);
  expect(events.find((event) => event.kind === 'reported-not-me')).toMatchObject({
    sessionsEnded: 3,
  });
});

test('a made-up or week-old link does nothing and says what to do instead', async () => {
  const email = 'old-link@example.com';
  await createVerifiedUser(server, email);
  await signInFrom(email, FIREFOX_WINDOWS);
  await waitForNewMail(server, isNewDeviceMail(email), 0);
  const seen = await countMails(server, isNewDeviceMail(email));
  const phone = await signInFrom(email, SAFARI_IPHONE);
  const notice = await waitForNewMail(server, isNewDeviceMail(email), seen);
  const token = new URL(notice.link ?? '').searchParams.get('token') ?? '';

  const madeUp = await server
    .client()
    .postJson('/v1/security-activity/not-me', { token: 'A'.repeat(43) });
  expect(madeUp.status).toBe(404);
  expect(await madeUp.json()).toMatchObject({
    error: { code: 'not-found', message: expect.stringContaining('reset your password') },
  });
  clock.advance(8 * DAY_MS);
  try {
    const old = await server.client().postJson('/v1/security-activity/not-me', { token });
    expect(old.status).toBe(404);
  } finally {
    clock.reset();
  }
  expect(await isSignedIn(phone)).toBe(true);
});

test('signed in, "This wasn\'t me" on an event ends every session, this one too', async () => {
  const email = 'in-app@example.com';
  await createVerifiedUser(server, email);
  const client = await signedInClient(server, email);
  const other = await signedInClient(server, email);
  const [latest] = await activity(client);
  await createVerifiedUser(server, 'in-app-other@example.com');
  const [foreign] = await activity(await signedInClient(server, 'in-app-other@example.com'));
  // Someone else's event is not yours to report.
  const refused = await postFrom(client, '/v1/security-activity/not-me', { eventId: foreign?.id });
  expect(refused.status).toBe(404);

  const report = await postFrom(client, '/v1/security-activity/not-me', { eventId: latest?.id });
  expect(report.status).toBe(200);
  expect(await report.json()).toMatchObject({ sessionsEnded: 2 });
  expect(await isSignedIn(client)).toBe(false);
  expect(await isSignedIn(other)).toBe(false);
  // Without a session, an event id is refused.
  const signedOut = await postFrom(client, '/v1/security-activity/not-me', { eventId: latest?.id });
  expect(signedOut.status).toBe(401);
});

test('two-step sign-in, ended sessions and a data export are listed; the export holds the events', async () => {
  const email = 'two-step-activity@example.com';
  await createVerifiedUser(server, email);
  const client = await signedInClient(server, email);
  const { secret } = await enableTwoFactor(client);
  const challenge = await signIn(server, email);
  expect(challenge.response.status).toBe(200);
  // The next step's code: enabling spent this step's, and a code works once.
  const code = totpCode(secret, 1);
  const wrong = await postFrom(challenge.client, '/api/auth/two-factor/verify-totp', {
    code: code === '000000' ? '111111' : '000000',
  });
  expect(wrong.status).toBe(401);
  const verified = await postFrom(challenge.client, '/api/auth/two-factor/verify-totp', {
    code,
  });
  expect(verified.status).toBe(200);
  expect((await client.call('profileSettings.revokeOtherSessions')).body).toEqual({ revoked: 1 });
  const exported = await client.call('profileSettings.exportData');
  expect(exported.status).toBe(200);

  const events = await activity(client);
  expect(events.map((event) => event.kind)).toEqual([
    'data-exported',
    'sessions-ended',
    'sign-in',
    'sign-in-failed',
    'two-step-enabled',
    'sign-in',
    'sign-in',
  ]);
  expect(events[1]).toMatchObject({ sessionsEnded: 1 });
  expect(events[2]).toMatchObject({ signInMethod: 'password-and-authenticator' });
  // The export is taken before it is recorded; it holds every earlier event, no token hash.
  const kept = (exported.body as { securityActivity: Array<Record<string, unknown>> })
    .securityActivity;
  expect(kept.map((event) => event['kind'])).toEqual(
    events
      .slice(1)
      .map((event) => event.kind)
      .reverse(),
  );
  expect(JSON.stringify(kept)).not.toMatch(/reportTokenHash|report_token_hash/);
});

test('events are append-only: the app cannot rewrite or delete them, and after 90 days they go', async () => {
  const email = 'append-only@example.com';
  await createVerifiedUser(server, email);
  const client = await signedInClient(server, email);
  const [user] = await rows<{ id: string }>(
    server,
    sql`select id from "user" where email = ${email}`,
  );
  const userId = user?.id ?? '';
  // Even the owning connection cannot change history.
  await expect(
    server.services.db.execute(
      sql`update security_event set ip = '203.0.113.1' where user_id = ${userId}`,
    ),
  ).rejects.toThrow();
  expect((await activity(client)).length).toBe(2);

  clock.advance(91 * DAY_MS);
  try {
    expect(await pruneSecurityActivity(server.services)).toBeGreaterThanOrEqual(2);
  } finally {
    clock.reset();
  }
  expect(await activity(client)).toEqual([]);
});
