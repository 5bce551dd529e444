import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  MAIL_TIMEOUT_MS,
  GOOD_PASSWORD,
  createVerifiedUser,
  nextIp,
  postFrom,
  signIn,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

let server: TestServer;
const existing = 'signup-existing@example.com';
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ logLines });
  await createVerifiedUser(server, existing);
});
afterAll(async () => {
  await server?.close();
});

function signUp(email: string, password = GOOD_PASSWORD) {
  return postFrom(server.client(nextIp()), '/api/auth/sign-up/email', {
    email,
    password,
    name: 'Casey',
  });
}

/** The shape of a body: its keys and the type of each value, recursively. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, inner]) => [key, shapeOf(inner)])
      .sort(),
  );
}

test(
  'a new account must verify its address before the first sign-in',
  async () => {
    const email = 'signup-fresh@example.com';
    const response = await signUp(email);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ user: { email, emailVerified: false } });
    expect(body).not.toHaveProperty('token');
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.includes('session_token=')),
    ).toBe(false);

    const early = await signIn(server, email);
    expect(early.response.status).toBe(403);
    expect(await early.response.json()).toMatchObject({ code: 'auth/unverified-email' });
    // The refused sign-in sent a fresh link, so there are now two.
    await expect
      .poll(
        async () =>
          (await server.mails()).filter(
            (mail) => mail.to.includes(email) && /verify/i.test(mail.subject),
          ).length,
        { timeout: MAIL_TIMEOUT_MS },
      )
      .toBe(2);

    const mail = await server.waitForMail(
      (m) => m.to.includes(email) && /verify your email/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    const verified = await server
      .client(nextIp())
      .request(mail.link?.replace(/^https?:\/\/[^/]+/, '') ?? '');
    expect(verified.status).toBeLessThan(400);
    expect((await signIn(server, email)).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test('an unverified account with a wrong password answers exactly like any wrong password', async () => {
  const email = 'signup-unverified@example.com';
  expect((await signUp(email)).status).toBe(200);
  const wrong = await signIn(server, email, 'definitely not the password');
  expect(wrong.response.status).toBe(401);
  expect(await wrong.response.json()).toMatchObject({ code: 'auth/invalid-credential' });
});

test('sign-up answers an existing address exactly as a new one, and tells the owner instead', async () => {
  const fresh = await signUp('signup-brand-new@example.com');
  const taken = await signUp(existing, 'another long password for me');
  expect(taken.status).toBe(fresh.status);
  const freshBody = await fresh.json();
  const takenBody = await taken.json();
  expect(shapeOf(takenBody)).toEqual(shapeOf(freshBody));
  expect(takenBody).toMatchObject({ user: { email: existing, emailVerified: false } });
  const notice = await server.waitForMail(
    (m) => m.to.includes(existing) && /tried to register/i.test(m.subject),
    MAIL_TIMEOUT_MS,
  );
  expect(notice.raw).toContain('already has one');
  // The existing account keeps its password.
  expect((await signIn(server, existing)).response.status).toBe(200);
});

test(
  'sign-ups with an existing address mail its owner at most 3 times an hour, from any number of clients',
  async () => {
    const owner = 'signup-bombed@example.com';
    await createVerifiedUser(server, owner);
    const answers = [];
    const linesBefore = logLines.length;
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await signUp(owner, 'another long password for me')).status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const events = logLines
      .slice(linesBefore)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry['event'] === 'sign-up/existing-address');
    expect(events.map((entry) => entry['mailed'])).toEqual([true, true, true, false, false]);
    await server.waitForMail(
      (m) => m.to.includes(owner) && /tried to register/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const notices = (await server.mails()).filter(
      (m) => m.to.includes(owner) && /tried to register/i.test(m.subject),
    );
    expect(notices.length).toBeLessThanOrEqual(3);
  },
  HEAVY_TIMEOUT_MS,
);

test('asking for a new verification link answers the same for any address', async () => {
  const unverified = 'signup-resend@example.com';
  expect((await signUp(unverified)).status).toBe(200);
  const answers = await Promise.all(
    [unverified, existing, 'signup-nobody@example.com'].map(async (email) => {
      const response = await postFrom(
        server.client(nextIp()),
        '/api/auth/send-verification-email',
        { email },
      );
      return { status: response.status, body: await response.json() };
    }),
  );
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  expect(answers[0]).toEqual({ status: 200, body: { status: true } });
});
