import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  ageSession,
  createVerifiedUser,
  enableTwoFactor,
  postFrom,
  requestResetToken,
  rows,
  signIn,
  signedInClient,
  HEAVY_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { TEST_AUTH_SECRET, type TestServer, startTestServer } from '@/testing/test-server';
import { deriveAuthKeys } from './auth-keys';
import { hashBackupCode } from './backup-code-storage';
import { totpCode } from '@/testing/totp';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function twoFactorUser(email: string) {
  await createVerifiedUser(server, email);
  return enableTwoFactor(await signedInClient(server, email));
}

/** Signs in with the password and returns the client holding the second-factor challenge. */
async function challenge(email: string, password = GOOD_PASSWORD): Promise<TestClient> {
  const { client, response } = await signIn(server, email, password);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return client;
}

function submitTotp(client: TestClient, code: string) {
  return postFrom(client, '/api/auth/two-factor/verify-totp', { code });
}

/** A six-digit code that is none of the three the server accepts right now. */
function wrongCode(secret: Buffer): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, step)));
  let candidate = 123_456;
  while (valid.has(String(candidate))) candidate += 1;
  return String(candidate);
}

test(
  'with two-step sign-in on, the password alone returns the spec’s multi-factor step, not a session',
  async () => {
    const email = 'mfa-step@example.com';
    const { secret } = await twoFactorUser(email);
    const { client, response } = await signIn(server, email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
      code: 'auth/multi-factor-auth-required',
      message: 'Enter the code from your authenticator app.',
    });
    expect(client.cookie('session_token')).toBeUndefined();
    expect(client.cookie('two_factor')).toBeDefined();

    const verified = await submitTotp(client, totpCode(secret, 1));
    expect(verified.status).toBe(200);
    expect(client.cookie('session_token')).toBeDefined();

    const outside = await challenge(email);
    for (const step of [-2, 2]) {
      const response = await submitTotp(outside, totpCode(secret, step));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'auth/invalid-verification-code' });
    }
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'asking to trust the device changes nothing: the next sign-in asks for a code again',
  async () => {
    const email = 'mfa-trust@example.com';
    const { secret } = await twoFactorUser(email);
    const client = await challenge(email);
    const verified = await postFrom(client, '/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, 1),
      trustDevice: true,
    });
    expect(verified.status).toBe(200);
    expect(client.cookie('trust_device')).toBeUndefined();
    // The same browser (its cookies) signs in again: still a second step, not a session.
    const again = await postFrom(client, '/api/auth/sign-in/email', {
      email,
      password: GOOD_PASSWORD,
    });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'a TOTP code works once, even when two requests submit it at the same moment',
  async () => {
    const email = 'mfa-replay@example.com';
    const { secret } = await twoFactorUser(email);
    const [first, second] = await Promise.all([challenge(email), challenge(email)]);
    const code = totpCode(secret, 1);
    const answers = await Promise.all([submitTotp(first, code), submitTotp(second, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);

    const later = await challenge(email);
    const replay = await submitTotp(later, code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      code: 'auth/invalid-verification-code',
      message: 'That code is not correct, or it has been used already.',
    });
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'ten wrong codes lock the second factor, and the answer says when to try again',
  async () => {
    const email = 'mfa-lockout@example.com';
    const { secret } = await twoFactorUser(email);
    for (let round = 0; round < 2; round += 1) {
      const client = await challenge(email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await submitTotp(client, wrongCode(secret))).status).toBe(401);
      }
      if (round === 1) {
        const locked = await submitTotp(client, totpCode(secret, 1));
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
        expect(await locked.json()).toMatchObject({ code: 'auth/too-many-requests' });
      }
    }
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'backup codes are stored only as hashes and each works once',
  async () => {
    const email = 'mfa-backup@example.com';
    const { backupCodes } = await twoFactorUser(email);
    expect(backupCodes).toHaveLength(10);
    const [stored] = await rows<{ backup_codes: string }>(
      server,
      sql`select backup_codes from two_factor join "user" on "user".id = two_factor.user_id where "user".email = ${email}`,
    );
    for (const code of backupCodes) expect(stored?.backup_codes).not.toContain(code);
    expect(JSON.parse(stored?.backup_codes ?? '[]')).toHaveLength(10);

    const code = backupCodes[0] ?? '';
    const first = await postFrom(
      await challenge(email),
      '/api/auth/two-factor/verify-backup-code',
      {
        code,
      },
    );
    expect(first.status).toBe(200);
    const again = await postFrom(
      await challenge(email),
      '/api/auth/two-factor/verify-backup-code',
      {
        code,
      },
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'auth/invalid-verification-code' });
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'turning two-step sign-in on or off, and new backup codes, need the password and a recent sign-in',
  async () => {
    const email = 'mfa-settings@example.com';
    await createVerifiedUser(server, email);
    const stale = await signedInClient(server, email);
    const wrongPassword = await postFrom(stale, '/api/auth/two-factor/enable', {
      password: 'not the password at all',
    });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: 'auth/wrong-password' });
    await ageSession(server, stale, 11 * 60);
    const tooOld = await postFrom(stale, '/api/auth/two-factor/enable', {
      password: GOOD_PASSWORD,
    });
    expect(tooOld.status).toBe(403);
    expect(await tooOld.json()).toMatchObject({ code: 'auth/requires-recent-login' });

    const client = await signedInClient(server, email);
    await enableTwoFactor(client);
    const codes = await postFrom(client, '/api/auth/two-factor/generate-backup-codes', {
      password: GOOD_PASSWORD,
    });
    expect(codes.status).toBe(200);
    expect(((await codes.json()) as { backupCodes: string[] }).backupCodes).toHaveLength(10);
    await ageSession(server, client, 11 * 60);
    for (const path of [
      '/api/auth/two-factor/generate-backup-codes',
      '/api/auth/two-factor/disable',
    ]) {
      const refused = await postFrom(client, path, { password: GOOD_PASSWORD });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'auth/requires-recent-login' });
    }
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'with two-step sign-in on, 8 characters are enough; turning it off then needs a 15-character password',
  async () => {
    const email = 'mfa-short-password@example.com';
    const { secret } = await twoFactorUser(email);
    const client = await challenge(email);
    expect((await submitTotp(client, totpCode(secret, 1))).status).toBe(200);
    const shorter = await postFrom(client, '/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'violet7q!',
    });
    expect(shorter.status).toBe(200);
    const common = await postFrom(client, '/api/auth/change-password', {
      currentPassword: 'violet7q!',
      newPassword: 'password1',
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      message: 'This password is on a list of commonly used passwords.',
    });

    const off = await postFrom(client, '/api/auth/two-factor/disable', { password: 'violet7q!' });
    expect(off.status).toBe(400);
    expect(await off.json()).toEqual({
      code: 'auth/password-does-not-meet-requirements',
      message: 'Choose a password of at least 15 characters before turning off two-step sign-in.',
    });
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'a password reset leaves two-step sign-in on',
  async () => {
    const email = 'mfa-reset@example.com';
    await twoFactorUser(email);
    const token = await requestResetToken(server, email);
    const reset = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'after the reset comes spring',
    });
    expect(reset.status).toBe(200);
    const [user] = await rows<{ two_factor_enabled: boolean }>(
      server,
      sql`select two_factor_enabled from "user" where email = ${email}`,
    );
    expect(user?.two_factor_enabled).toBe(true);
    await challenge(email, 'after the reset comes spring');
  },
  HEAVY_TIMEOUT_MS,
);

async function verifyBackupCode(email: string, code: string) {
  return postFrom(await challenge(email), '/api/auth/two-factor/verify-backup-code', { code });
}

test(
  'new backup codes avoid look-alikes and are accepted however they are typed',
  async () => {
    const email = 'mfa-backup-typing@example.com';
    const { backupCodes } = await twoFactorUser(email);
    for (const code of backupCodes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    const [first = '', second = ''] = backupCodes;
    expect((await verifyBackupCode(email, first.toLowerCase())).status).toBe(200);
    expect((await verifyBackupCode(email, ` ${second.replaceAll('-', ' ')} `)).status).toBe(200);
    // Used once, in whatever form: the same code in another form is spent too.
    expect((await verifyBackupCode(email, first)).status).toBe(401);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'backup codes issued before the new alphabet keep working, each once',
  async () => {
    const email = 'mfa-backup-legacy@example.com';
    await twoFactorUser(email);
    // Issued the old way: better-auth's default generator (ten of a-z, A-Z, 0-9, a dash after
    // five), each stored as the keyed hash of the code exactly as issued.
    const legacy = ['lCUR1-3ZKYo', 'Xy7Qp-0OlI1', 'abcde-FGHIJ'];
    const key = deriveAuthKeys(TEST_AUTH_SECRET)['backup-codes'];
    await server.services.db.execute(
      sql`update two_factor set backup_codes = ${JSON.stringify(legacy.map((code) => hashBackupCode(key, code)))}
          where user_id = (select id from "user" where email = ${email})`,
    );
    expect((await verifyBackupCode(email, 'lCUR1-3ZKYo')).status).toBe(200);
    expect((await verifyBackupCode(email, 'Xy7Qp0OlI1')).status).toBe(200);
    expect((await verifyBackupCode(email, 'lCUR1-3ZKYo')).status).toBe(401);
    expect((await verifyBackupCode(email, 'abcde-FGHIJ')).status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);
