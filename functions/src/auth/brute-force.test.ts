import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  adjustableClock,
  createVerifiedUser,
  postFrom,
  requestResetToken,
  rows,
  signIn,
  signedInClient,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

const clock = adjustableClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterEach(() => clock.reset());
afterAll(async () => {
  await server?.close();
});

const WRONG = 'a wrong guess at the password';

/** Ten wrong passwords, each from a different address, as a credential-stuffing botnet would. */
async function failTenTimes(email: string) {
  const answers = [];
  for (let attempt = 0; attempt < 10; attempt += 1)
    answers.push((await signIn(server, email, WRONG)).response.status);
  return answers;
}

function signInFrom(ip: string, email: string, target = server) {
  return target
    .client(ip)
    .postJson('/api/auth/sign-in/email', { email, password: WRONG }, { 'x-forwarded-for': ip });
}

test(
  'the fourth sign-in from one address within 10 s is refused with Retry-After',
  async () => {
    const ip = '198.51.100.7';
    // Sent together: the limiter counts as each request arrives, so a slow machine cannot stretch
    // the burst past the 10 s window.
    const burst = await Promise.all(
      [0, 1, 2, 3].map((attempt) => signInFrom(ip, `per-ip-${attempt}@example.com`)),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([401, 401, 401, 429]);
    const refused = burst.find((response) => response.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ code: 'auth/too-many-requests' });
    // A doubled slash must not reach a fresh bucket (GHSA-x732-6j76-qmhm).
    const doubled = await fetch(`${server.url}//api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip },
      body: JSON.stringify({ email: 'per-ip-4@example.com', password: WRONG }),
    });
    // 404: Hono never routes it to better-auth, so no bucket of any kind is consulted.
    expect(doubled.status).toBe(404);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'ten failures from rotating addresses lock the account, real or not, and the owner can still reset',
  async () => {
    const email = 'locked-owner@example.com';
    await createVerifiedUser(server, email);
    const [real, unknown] = await Promise.all([
      failTenTimes(email),
      failTenTimes('locked-nobody@example.com'),
    ]);
    expect(real).toEqual(Array(10).fill(401));
    expect(unknown).toEqual(Array(10).fill(401));

    for (const target of [email, 'locked-nobody@example.com']) {
      const locked = await signIn(server, target, GOOD_PASSWORD);
      expect(locked.response.status).toBe(429);
      const retryAfter = Number(locked.response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(await locked.response.json()).toEqual({
        code: 'auth/too-many-requests',
        message: 'Too many attempts. Wait a little and try again.',
      });
    }

    const token = await requestResetToken(server, email);
    const reset = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'a fresh start after the lock',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(server, email, 'a fresh start after the lock')).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'signed in, wrong current passwords share the account lock: a stolen session guesses no faster',
  async () => {
    const email = 'recheck-owner@example.com';
    await createVerifiedUser(server, email);
    const client = await signedInClient(server, email);
    const changeWith = (currentPassword: string) =>
      postFrom(client, '/api/auth/change-password', {
        currentPassword,
        newPassword: 'a new and unusual passphrase 5',
      });
    const wrong = [];
    for (let attempt = 0; attempt < 10; attempt += 1) wrong.push((await changeWith(WRONG)).status);
    expect(wrong).toEqual(Array(10).fill(400));
    // Now even the right password waits, here and at sign-in, and so does turning two-step off.
    const locked = await changeWith(GOOD_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(server, email, GOOD_PASSWORD)).response.status).toBe(429);
    const disable = await postFrom(client, '/api/auth/two-factor/disable', {
      password: GOOD_PASSWORD,
    });
    expect(disable.status).toBe(429);

    clock.advance(31_000);
    // The right password, once the lock has lifted, works and starts the count over.
    expect((await changeWith(GOOD_PASSWORD)).status).toBe(200);
    expect((await signIn(server, email, 'a new and unusual passphrase 5')).response.status).toBe(
      200,
    );
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'the lock doubles with each further failure, lifts with time, and a success starts the count over',
  async () => {
    const email = 'lock-timing@example.com';
    await createVerifiedUser(server, email);
    await failTenTimes(email);
    expect((await signIn(server, email)).response.status).toBe(429);

    clock.advance(31_000);
    expect((await signIn(server, email, WRONG)).response.status).toBe(401);
    const doubled = await signIn(server, email);
    expect(doubled.response.status).toBe(429);
    expect(Number(doubled.response.headers.get('retry-after'))).toBeGreaterThan(30);

    clock.advance(61_000);
    expect((await signIn(server, email)).response.status).toBe(200);
    const state = await rows<{ consecutive_failures: number; locked_until: Date | null }>(
      server,
      sql`select consecutive_failures, locked_until from sign_in_failure`,
    );
    expect(state).toContainEqual({ consecutive_failures: 0, locked_until: null });
    expect((await signIn(server, email, WRONG)).response.status).toBe(401);
    expect((await signIn(server, email)).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'with TRUST_PROXY off, a forged X-Forwarded-For does not buy a fresh rate-limit bucket',
  async () => {
    const direct = await startTestServer({ env: { TRUST_PROXY: 'false' } });
    try {
      const burst = await Promise.all(
        [1, 2, 3, 4].map((attempt) =>
          signInFrom(`192.0.2.${attempt}`, `forged-${attempt}@example.com`, direct),
        ),
      );
      expect(burst.map((response) => response.status).sort()).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  },
  HEAVY_TIMEOUT_MS,
);
