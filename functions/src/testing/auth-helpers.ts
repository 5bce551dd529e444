import { sql } from 'drizzle-orm';
import { queryRows } from '@/db/client';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';
import { totpCode, totpSecretFromUri } from './totp';

/**
 * Helpers for the identity tests. Every request gets its own client address, so better-auth's
 * per-IP limiter (3 sign-ins per 10 s) never trips by accident between unrelated steps.
 */
let addressCounter = 0;
export function nextIp(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Mail is delivered in the background; on a loaded machine that can take a while. */
export const MAIL_TIMEOUT_MS = 20_000;

/** A password that passes the policy (31 characters, not common, no context words). */
export const GOOD_PASSWORD = 'quiet lantern orbit 7 saffron';

export async function postFrom(client: TestClient, path: string, body: unknown): Promise<Response> {
  return client.postJson(path, body, { 'x-forwarded-for': nextIp() });
}

/** Signs up through the real endpoint and follows the verification link; does not sign in. */
export async function createVerifiedUser(
  server: TestServer,
  email: string,
  password = GOOD_PASSWORD,
): Promise<void> {
  const client = server.client(nextIp());
  const signUp = await postFrom(client, '/api/auth/sign-up/email', {
    email,
    password,
    name: email.split('@')[0],
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await server.waitForMail(
    (m) => m.to.includes(email) && /verify your email/i.test(m.subject),
    MAIL_TIMEOUT_MS,
  );
  if (!mail.link) throw new Error('verification mail has no link');
  const verify = await client.request(mail.link.replace(/^https?:\/\/[^/]+/, ''));
  if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
  // Verifying signs in the browser that signed up (ADR 003): end that session, so a test starts
  // from a verified account with no session at all.
  const signOut = await postFrom(client, '/api/auth/sign-out', {});
  if (signOut.status !== 200) throw new Error(`sign-out failed: ${signOut.status}`);
}

export async function signIn(
  server: TestServer,
  email: string,
  password = GOOD_PASSWORD,
  body: Record<string, unknown> = {},
): Promise<{ client: TestClient; response: Response }> {
  const client = server.client(nextIp());
  const response = await postFrom(client, '/api/auth/sign-in/email', { email, password, ...body });
  return { client, response };
}

export async function signedInClient(
  server: TestServer,
  email: string,
  password = GOOD_PASSWORD,
): Promise<TestClient> {
  const { client, response } = await signIn(server, email, password);
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return client;
}

/** The session token inside the signed session cookie (`token.signature`). */
export function sessionTokenOf(client: TestClient): string {
  const cookie = client.cookie('session_token');
  if (!cookie) throw new Error('client has no session cookie');
  const value = decodeURIComponent(cookie);
  return value.slice(0, value.lastIndexOf('.'));
}

/** Moves a session's sign-in time into the past, as if it had been made `seconds` ago. */
export async function ageSession(
  server: TestServer,
  client: TestClient,
  seconds: number,
): Promise<void> {
  const token = sessionTokenOf(client);
  await server.services.db.execute(
    sql`update session set created_at = created_at - make_interval(secs => ${seconds}) where token = ${token}`,
  );
}

/** Whether the client's session is still accepted by the server. */
export async function isSignedIn(client: TestClient): Promise<boolean> {
  const response = await client.request('/api/auth/get-session');
  const body: unknown = await response.json();
  return response.status === 200 && body !== null;
}

export async function rows<T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(server.services.db, query);
}

/** Turns on two-step sign-in the way the web client does: enable, then confirm with a code. */
export async function enableTwoFactor(
  client: TestClient,
  password = GOOD_PASSWORD,
): Promise<{ secret: Buffer; backupCodes: string[] }> {
  const enable = await postFrom(client, '/api/auth/two-factor/enable', { password });
  if (enable.status !== 200)
    throw new Error(`enable failed: ${enable.status} ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = totpSecretFromUri(totpURI);
  const verify = await postFrom(client, '/api/auth/two-factor/verify-totp', {
    code: totpCode(secret),
  });
  if (verify.status !== 200)
    throw new Error(`verify failed: ${verify.status} ${await verify.text()}`);
  return { secret, backupCodes };
}

/** A clock the test moves forward; the server's own notion of "now" (sessions, lockouts) follows it. */
export function adjustableClock(): {
  now: () => Date;
  advance: (ms: number) => void;
  reset: () => void;
} {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

/** Waits for a mail matching `predicate` beyond the `seen` ones already there; returns the newest. */
export async function waitForNewMail(
  server: TestServer,
  predicate: (mail: { to: string; subject: string }) => boolean,
  seen: number,
): Promise<{ link: string | undefined; raw: string }> {
  for (let waited = 0; waited < MAIL_TIMEOUT_MS; waited += 50) {
    const matching = (await server.mails()).filter(predicate);
    const newest = matching.at(-1);
    if (matching.length > seen && newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('No new matching mail arrived in time.');
}

export async function countMails(
  server: TestServer,
  predicate: (mail: { to: string; subject: string }) => boolean,
) {
  return (await server.mails()).filter(predicate).length;
}

/** Asks for a reset link and returns the token from the mail. */
export async function requestResetToken(server: TestServer, email: string): Promise<string> {
  const isReset = (mail: { to: string; subject: string }) =>
    mail.to.includes(email) && /reset your/i.test(mail.subject);
  const seen = await countMails(server, isReset);
  const response = await postFrom(server.client(), '/api/auth/request-password-reset', { email });
  if (response.status !== 200) throw new Error(`reset request failed: ${response.status}`);
  const mail = await waitForNewMail(server, isReset, seen);
  const token = /\/reset-password\/([^?\s]+)/.exec(mail.link ?? '')?.[1];
  if (!token) throw new Error('reset mail has no token');
  return token;
}

/** For tests with several scrypt runs (~0.4 s each, far more on a loaded machine). */
export const HEAVY_TIMEOUT_MS = 90_000;
