import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  MAIL_TIMEOUT_MS,
  ageSession,
  countMails,
  createVerifiedUser,
  isSignedIn,
  postFrom,
  requestResetToken,
  rows,
  signIn,
  signedInClient,
  waitForNewMail,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('asking for a reset link answers the same whether or not the account exists', async () => {
  const email = 'forgot-owner@example.com';
  await createVerifiedUser(server, email);
  const ask = async (address: string) => {
    const response = await postFrom(server.client(), '/api/auth/request-password-reset', {
      email: address,
    });
    return { status: response.status, body: await response.json() };
  };
  const known = await ask(email);
  const unknown = await ask('forgot-nobody@example.com');
  expect(unknown).toEqual(known);
  expect(known.status).toBe(200);
  await server.waitForMail(
    (m) => m.to.includes(email) && /reset your/i.test(m.subject),
    MAIL_TIMEOUT_MS,
  );
  expect(await countMails(server, (m) => m.to.includes('forgot-nobody'))).toBe(0);
});

test(
  'a reset checks the new password, ends every session, tells the owner, and its link works once',
  async () => {
    const email = 'reset-owner@example.com';
    await createVerifiedUser(server, email);
    const [laptop, phone] = [
      await signedInClient(server, email),
      await signedInClient(server, email),
    ];
    const token = await requestResetToken(server, email);

    const common = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'qwertyuiop12345',
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      code: 'auth/password-does-not-meet-requirements',
      message: 'This password is on a list of commonly used passwords.',
    });

    const reset = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'spring follows every winter',
    });
    expect(reset.status).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    await server.waitForMail(
      (m) => m.to.includes(email) && /password was changed/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );

    const again = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'and then summer after that',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'auth/invalid-action-code' });
    expect((await signIn(server, email, 'spring follows every winter')).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'changing the email needs a recent sign-in and takes effect only once the new address confirms it',
  async () => {
    const email = 'change-from@example.com';
    const next = 'change-to@example.com';
    await createVerifiedUser(server, email);
    const other = await signedInClient(server, email);
    const client = await signedInClient(server, email);
    await ageSession(server, client, 11 * 60);
    const stale = await postFrom(client, '/api/auth/change-email', { newEmail: next });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'auth/requires-recent-login' });

    const fresh = await signedInClient(server, email);
    expect((await postFrom(fresh, '/api/auth/change-email', { newEmail: next })).status).toBe(200);
    const [before] = await rows<{ email: string }>(
      server,
      sql`select email from "user" where email in (${email}, ${next})`,
    );
    expect(before?.email).toBe(email);

    const confirm = await server.waitForMail(
      (m) => m.to.includes(next) && /confirm your new email/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    const followed = await fresh.request(confirm.link?.replace(/^https?:\/\/[^/]+/, '') ?? '');
    expect(followed.status).toBeLessThan(400);
    const [after] = await rows<{ email: string }>(
      server,
      sql`select email from "user" where email in (${email}, ${next})`,
    );
    expect(after?.email).toBe(next);
    const notice = await server.waitForMail(
      (m) => m.to.includes(email) && /email address was changed/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    expect(notice.raw).toContain('ch***@example.com');
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(fresh)).toBe(true);
    expect((await signIn(server, next)).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'deleting the account needs a recent sign-in and removes everything stored for it',
  async () => {
    const email = 'delete-me@example.com';
    await createVerifiedUser(server, email);
    const client = await signedInClient(server, email);
    const feedback = await client.call('feedback.submit', {
      idempotencyKey: generateId(),
      category: 'idea',
      rating: 5,
      message: 'Please keep this simple.',
    });
    expect(feedback.status).toBe(200);
    expect((await client.call('savedBreaches.add', { breachName: 'Adobe' })).status).toBe(200);
    await requestResetToken(server, email);
    const [owner] = await rows<{ id: string }>(
      server,
      sql`select id from "user" where email = ${email}`,
    );
    const userId = owner?.id ?? '';
    await server.services.db.execute(
      sql`insert into user_avatar (user_id, content_type, data) values (${userId}, 'image/png', ${Buffer.from([137, 80, 78, 71])})`,
    );

    await ageSession(server, client, 11 * 60);
    const stale = await postFrom(client, '/api/auth/delete-user', {});
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'auth/requires-recent-login' });

    const fresh = await signedInClient(server, email);
    const seen = await countMails(
      server,
      (m) => m.to.includes(email) && /deleted/i.test(m.subject),
    );
    const deleted = await postFrom(fresh, '/api/auth/delete-user', {});
    expect(deleted.status).toBe(200);
    await waitForNewMail(server, (m) => m.to.includes(email) && /deleted/i.test(m.subject), seen);
    // Every table that names a user, whatever feature added it, holds nothing of this one.
    const owned = await rows<{ table_name: string }>(
      server,
      sql`select distinct table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'user_id'`,
    );
    expect(owned.length).toBeGreaterThan(15);
    for (const { table_name: table } of owned) {
      const [left] = await rows<{ count: number }>(
        server,
        sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`,
      );
      expect(left?.count, table).toBe(0);
    }
    const [account] = await rows<{ users: number; resetLinks: number }>(
      server,
      sql`select (select count(*)::int from "user" where id = ${userId}) as users,
                 (select count(*)::int from verification where value = ${userId}) as "resetLinks"`,
    );
    expect(account).toEqual({ users: 0, resetLinks: 0 });
    expect(await isSignedIn(fresh)).toBe(false);
  },
  HEAVY_TIMEOUT_MS,
);
