import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createVerifiedUser,
  nextIp,
  postFrom,
  rows,
  signIn,
  signedInClient,
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
