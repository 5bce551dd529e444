import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPasswordHasher } from '@/auth/password-hash';
import { ingestPwnedPasswords } from '@/features/pwned-passwords/ingest';
import {
  createVerifiedUser,
  GOOD_PASSWORD,
  nextIp,
  postFrom,
  requestResetToken,
  rows,
  signIn,
  signedInClient,
  HEAVY_TIMEOUT_MS,
  MAIL_TIMEOUT_MS,
} from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';

/** The end-to-end corpus (tests/fixtures/pwned-passwords.txt) holds this one, seen 4,242 times. */
const BREACHED = 'purple monkey dishwasher 1987';
/**
 * Full-width letters, breached only as typed: its NFKC form ("silver fox jumps high") is not in
 * the corpus, but it signs in as that form too, so the policy must still refuse it.
 */
const BREACHED_AS_TYPED = 'ｓｉｌｖｅｒ ｆｏｘ ｊｕｍｐｓ ｈｉｇｈ';
const BREACH_REASON = 'This password has appeared in a data breach. Choose a different one.';

let server: TestServer;
let storeParent: string;

/** Ingests the e2e fixture plus one line through the real ingest, as the e2e server does. */
async function ingestFixtureCorpus(): Promise<string> {
  storeParent = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-policy-pwned-'));
  const fixture = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../tests/fixtures/pwned-passwords.txt'),
    'utf8',
  );
  const typedHash = createHash('sha1').update(BREACHED_AS_TYPED, 'utf8').digest('hex');
  const input = path.join(storeParent, 'pwnedpasswords.txt');
  fs.writeFileSync(input, `${fixture.trim()}\n${typedHash.toUpperCase()}:2\n`);
  const storeDirectory = path.join(storeParent, 'store');
  await ingestPwnedPasswords({ input, storeDirectory, mode: 'sha1' });
  return storeDirectory;
}

beforeAll(async () => {
  server = await startTestServer({
    env: { PWNED_PASSWORDS_DIR: await ingestFixtureCorpus() },
    // The stored-hash test below proves what production stores.
    productionPasswordHashing: true,
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(storeParent, { recursive: true, force: true });
});

function signUp(email: string, password: string) {
  return postFrom(server.client(nextIp()), '/api/auth/sign-up/email', {
    email,
    password,
    name: 'Policy',
  });
}

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe('auth/password-does-not-meet-requirements');
  return body.message;
}

const phrase = (length: number) => 'maple river stone cloud '.repeat(6).slice(0, length);

test(
  'sign-up refuses 14 and 129 characters, saying why, and accepts 15, 64 and 128',
  async () => {
    expect(await refusal(await signUp('policy-14@example.com', phrase(14)))).toBe(
      'Use at least 15 characters (you used 14).',
    );
    expect(await refusal(await signUp('policy-129@example.com', phrase(129)))).toBe(
      'Use at most 128 characters (you used 129).',
    );
    for (const length of [15, 64, 128]) {
      expect((await signUp(`policy-${length}@example.com`, phrase(length))).status).toBe(200);
    }
  },
  HEAVY_TIMEOUT_MS,
);

test('sign-up refuses common passwords and ones built on the service name or the address', async () => {
  expect(await refusal(await signUp('policy-common@example.com', 'qwertyuiop12345'))).toBe(
    'This password is on a list of commonly used passwords.',
  );
  expect(await refusal(await signUp('policy-brand@example.com', 'my bulwark account key'))).toBe(
    'Do not use the name of this service in your password.',
  );
  expect(await refusal(await signUp('morgan.lee@example.com', 'Morgan.Lee writes poems'))).toBe(
    'Do not use your email address, or part of it, in your password.',
  );
});

test(
  'an emoji-and-space password survives sign-up and sign-in exactly, and is stored as scrypt N=2^17',
  async () => {
    const email = 'policy-emoji@example.com';
    const password = '🦉 night owl 🌙 keeps watch ✨';
    await createVerifiedUser(server, email, password);
    expect((await signIn(server, email, password)).response.status).toBe(200);
    expect((await signIn(server, email, password.replace('🌙', '🌕'))).response.status).toBe(401);
    const [account] = await rows<{ password: string }>(
      server,
      sql`select account.password from account join "user" on "user".id = account.user_id where "user".email = ${email}`,
    );
    expect(account?.password).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'a hash made at a weaker cost is raised to N=2^17 at the next sign-in',
  async () => {
    const email = 'policy-rehash@example.com';
    await createVerifiedUser(server, email);
    const weaker = await createPasswordHasher({ log2N: 14, r: 8, p: 1 }).hash(GOOD_PASSWORD);
    const storedFor = async () =>
      (
        await rows<{ password: string }>(
          server,
          sql`select account.password from account join "user" on "user".id = account.user_id where "user".email = ${email}`,
        )
      )[0]?.password;
    await rows(
      server,
      sql`update account set password = ${weaker} from "user" where "user".id = account.user_id and "user".email = ${email}`,
    );
    expect(await storedFor()).toBe(weaker);
    expect((await signIn(server, email, GOOD_PASSWORD)).response.status).toBe(200);
    const raised = await storedFor();
    expect(raised).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await signIn(server, email, GOOD_PASSWORD)).response.status).toBe(200);
    expect(await storedFor()).toBe(raised);
  },
  HEAVY_TIMEOUT_MS,
);

test('changing the password applies the same policy', async () => {
  const email = 'policy-change@example.com';
  await createVerifiedUser(server, email);
  const client = await signedInClient(server, email);
  const common = await postFrom(client, '/api/auth/change-password', {
    currentPassword: 'quiet lantern orbit 7 saffron',
    newPassword: '1qaz2wsx3edc4rfv',
  });
  expect(await refusal(common)).toBe('This password is on a list of commonly used passwords.');
  const short = await postFrom(client, '/api/auth/change-password', {
    currentPassword: 'quiet lantern orbit 7 saffron',
    newPassword: 'short one',
  });
  expect(await refusal(short)).toBe('Use at least 15 characters (you used 9).');
});

test('with an ingested corpus, sign-up refuses a breached password and says so', async () => {
  expect(BREACHED_AS_TYPED.normalize('NFKC')).toBe('silver fox jumps high');
  expect(await refusal(await signUp('policy-breached@example.com', BREACHED))).toBe(BREACH_REASON);
});

test(
  'changing the password refuses one in the ingested corpus, as typed or after NFKC',
  async () => {
    const email = 'policy-change-breached@example.com';
    await createVerifiedUser(server, email);
    const client = await signedInClient(server, email);
    for (const newPassword of [BREACHED, BREACHED_AS_TYPED]) {
      const response = await postFrom(client, '/api/auth/change-password', {
        currentPassword: GOOD_PASSWORD,
        newPassword,
      });
      expect(await refusal(response)).toBe(BREACH_REASON);
    }
    // The old password still works: nothing was changed.
    expect((await signIn(server, email)).response.status).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'a password reset refuses one in the ingested corpus, and the link still works afterwards',
  async () => {
    const email = 'policy-reset-breached@example.com';
    await createVerifiedUser(server, email);
    const token = await requestResetToken(server, email);
    const refused = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: BREACHED,
    });
    expect(await refusal(refused)).toBe(BREACH_REASON);
    const reset = await postFrom(server.client(), '/api/auth/reset-password', {
      token,
      newPassword: 'amber tide under cedar bridge',
    });
    expect(reset.status).toBe(200);
    // The owner is told in the background; let that mail land before the server stops.
    await server.waitForMail(
      (m) => m.to.includes(email) && /password was changed/i.test(m.subject),
      MAIL_TIMEOUT_MS,
    );
  },
  HEAVY_TIMEOUT_MS,
);
