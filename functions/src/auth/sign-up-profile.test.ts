import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GOOD_PASSWORD, nextIp, postFrom, rows } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

/** The display-name rule holds on every path that sets a name (issue 13, finding 1). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function signUp(email: string, fields: Record<string, unknown>) {
  return postFrom(server.client(nextIp()), '/api/auth/sign-up/email', {
    email,
    password: GOOD_PASSWORD,
    ...fields,
  });
}

async function storedName(email: string): Promise<string | undefined> {
  const found = await rows<{ name: string }>(
    server,
    sql`select name from "user" where email = ${email}`,
  );
  return found[0]?.name;
}

test('sign-up refuses a display name over 80 characters, or none, and creates no account', async () => {
  for (const [email, name, message] of [
    ['name-long@example.com', 'n'.repeat(81), 'A display name has at most 80 characters.'],
    ['name-blank@example.com', '   ', 'Enter a display name.'],
    ['name-missing@example.com', undefined, 'Enter a display name.'],
  ] as const) {
    const response = await signUp(email, { name });
    expect(response.status, email).toBe(400);
    expect(await response.json()).toEqual({ code: 'auth/operation-not-allowed', message });
    expect(await storedName(email)).toBeUndefined();
  }
});

test('sign-up keeps a display name of 80 characters, trimmed as profile settings trims it', async () => {
  const name = 'n'.repeat(80);
  expect((await signUp('name-ok@example.com', { name: `  ${name} ` })).status).toBe(200);
  expect(await storedName('name-ok@example.com')).toBe(name);
});

test('sign-up refuses a picture: avatars go through profile settings, which check the image', async () => {
  const response = await signUp('name-image@example.com', {
    name: 'Casey',
    image: 'https://evil.example/tracker.png',
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'auth/operation-not-allowed' });
  expect(await storedName('name-image@example.com')).toBeUndefined();
});

test('better-auth’s update-user is closed; profile settings applies the same rule', async () => {
  const client = await signUpAndSignIn(server, 'name-update@example.com');
  for (const body of [{ name: 'n'.repeat(5000) }, { image: 'https://evil.example/x.png' }]) {
    expect((await postFrom(client, '/api/auth/update-user', body)).status).toBe(404);
  }
  expect((await postFrom(client, '/api/auth/update-session', { name: 'x' })).status).toBe(404);
  const tooLong = await client.call('profileSettings.update', { displayName: 'n'.repeat(81) });
  expect(tooLong.status).toBe(400);
  expect(tooLong.error?.message).toBe('A display name has at most 80 characters.');
  expect(await storedName('name-update@example.com')).toBe('name-update');
});
