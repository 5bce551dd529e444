import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import {
  type FakePwnedPasswordsUpstream,
  startFakePwnedPasswordsUpstream,
} from '@/features/pwned-passwords/testing/fake-pwned-passwords-upstream';
import {
  createVerifiedUser,
  GOOD_PASSWORD,
  HEAVY_TIMEOUT_MS,
  MAIL_TIMEOUT_MS,
  nextIp,
  postFrom,
  requestResetToken,
  signedInClient,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

/**
 * The password policy with no local store: breached passwords are refused through the upstream
 * range API (here a local stand-in); when it cannot answer, the policy lets the password through
 * and logs a warning, while the common-password list still applies.
 */
const BREACHED = 'lighthouse keeper nineteen 84';
/** Breached too, but never asked for before the upstream goes down, so it is in no cache. */
const BREACHED_NOT_CACHED = 'harbour crane at midnight 1999';
const BREACH_REASON = 'This password has appeared in a data breach. Choose a different one.';
const CHECK_FAILED = 'breached-password check failed; allowed';

let upstream: FakePwnedPasswordsUpstream;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  upstream = await startFakePwnedPasswordsUpstream();
  upstream.addPassword(BREACHED, 31);
  upstream.addPassword(BREACHED_NOT_CACHED, 5);
  server = await startTestServer({ env: { PWNED_PASSWORDS_UPSTREAM: upstream.url }, logLines });
});
afterAll(async () => {
  await server?.close();
  await upstream?.close();
});
beforeEach(() => {
  upstream.behave('*', 'serve');
});

function signUp(email: string, password: string) {
  return postFrom(server.client(nextIp()), '/api/auth/sign-up/email', {
    email,
    password,
    name: 'Upstream',
  });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe('auth/password-does-not-meet-requirements');
  return body.message;
}

function warnings(message: string) {
  return logLines
    .map((line) => JSON.parse(line) as { level: string; message: string; error?: string })
    .filter((line) => line.level === 'warn' && line.message === message);
}

test('sign-up refuses a password the upstream knows as breached, with the exact reason', async () => {
  expect(await refusal(await signUp('upstream-breached@example.com', BREACHED))).toBe(
    BREACH_REASON,
  );
  expect(upstream.requests.at(-1)?.headers['add-padding']).toBe('true');
  expect((await signUp('upstream-clean@example.com', 'amber tide under cedar bridge')).status).toBe(
    200,
  );
});

test(
  'changing and resetting the password refuse a breached one through the upstream',
  async () => {
    const email = 'upstream-change@example.com';
    await createVerifiedUser(server, email);
    const client = await signedInClient(server, email);
    const change = await postFrom(client, '/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: BREACHED,
    });
    expect(await refusal(change)).toBe(BREACH_REASON);

    const token = await requestResetToken(server, email);
    const reset = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: BREACHED,
    });
    expect(await refusal(reset)).toBe(BREACH_REASON);
    await server.waitForMail(
      (m) => m.to.includes(email) && /reset/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
  },
  HEAVY_TIMEOUT_MS,
);

test('when the upstream fails, sign-up fails open with a logged warning; the common list still applies', async () => {
  expect(await refusal(await signUp('upstream-up@example.com', BREACHED))).toBe(BREACH_REASON);
  upstream.behave('*', { status: 503 });
  const before = warnings(CHECK_FAILED).length;
  const response = await signUp('upstream-down@example.com', BREACHED_NOT_CACHED);
  expect(response.status).toBe(200);
  const logged = warnings(CHECK_FAILED);
  expect(logged.length).toBe(before + 1);
  expect(logged.at(-1)?.error).toBe(`${new URL(upstream.url).host} answered HTTP 503.`);
  expect(logLines.join('\n')).not.toContain(BREACHED_NOT_CACHED);

  // An answer the upstream gave earlier is still in the cache, so that password is still refused.
  expect(await refusal(await signUp('upstream-down-cached@example.com', BREACHED))).toBe(
    BREACH_REASON,
  );

  expect(await refusal(await signUp('upstream-down-common@example.com', 'qwertyuiop12345'))).toBe(
    'This password is on a list of commonly used passwords.',
  );
});
