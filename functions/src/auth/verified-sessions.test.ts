import { afterAll, beforeAll, expect, test } from 'vitest';
import { disableUser } from '@/auth/disable-user';
import {
  GOOD_PASSWORD,
  HEAVY_TIMEOUT_MS,
  createVerifiedUser,
  postFrom,
  signedInClient,
} from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';

/**
 * The verified-session cache (verified-sessions.ts) must never outlive a session: each way a
 * session ends is refused by the instance that ended it at the very next request, and by another
 * instance on the same database within 1 s. On PostgreSQL "there" is a second server on the same
 * database (its cache told through NOTIFY); PGlite has one process, so "there" is "here".
 */
let here: TestServer;
let there: TestServer;

beforeAll(async () => {
  here = await startTestServer();
  there = here.database.kind === 'postgres' ? await startTestServer({ sharedWith: here }) : here;
}, HEAVY_TIMEOUT_MS);
afterAll(async () => {
  if (there !== here) await there?.close();
  await here?.close();
});

const BOUND_MS = 1000;
let people = 0;

async function newPerson(): Promise<string> {
  people += 1;
  const email = `cached-session-${people}@example.com`;
  await createVerifiedUser(here, email);
  return email;
}

/**
 * What a browser (or someone who copied its cookie) sends: kept from before the session ended,
 * since the client forgets its cookie when told to.
 */
interface Credentials {
  cookie: string;
  ip: string;
}
const credentialsOf = (client: TestClient): Credentials => ({
  cookie: client.cookieHeader,
  ip: client.ip,
});

/** A signed-in read through `server` with these credentials: 200 while the session is valid. */
async function readStatus(server: TestServer, { cookie, ip }: Credentials): Promise<number> {
  const response = await server.client(ip).postJson('/v1/call/profileSettings.get', {}, { cookie });
  return response.status;
}

/** Reads on both instances, so each holds the session in its cache before it ends. */
async function warm(...clients: TestClient[]): Promise<Credentials[]> {
  const all = clients.map(credentialsOf);
  for (const credentials of all) {
    for (const server of [here, there]) {
      expect(await readStatus(server, credentials)).toBe(200);
      expect(await readStatus(server, credentials)).toBe(200);
    }
  }
  return all;
}

/** Polls a read every 10 ms until it is refused; fails when it is still accepted after the bound. */
async function expectRefusedWithinBound(
  server: TestServer,
  credentials: Credentials,
  ended: number,
) {
  for (;;) {
    const status = await readStatus(server, credentials);
    const waited = performance.now() - ended;
    if (status === 401) return;
    expect(status).toBe(200);
    expect(waited, 'still accepted after the bound').toBeLessThan(BOUND_MS);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Refused by the instance that answered the request that ended the session at the very next
 * request (none when an operator ended it outside any request), and everywhere within the bound.
 */
async function expectRefusedEverywhere(
  credentials: Credentials | undefined,
  ended: number,
  { endedByRequestHere = true } = {},
) {
  if (!credentials) throw new Error('no credentials');
  if (endedByRequestHere) expect(await readStatus(here, credentials)).toBe(401);
  await expectRefusedWithinBound(here, credentials, ended);
  await expectRefusedWithinBound(there, credentials, ended);
}

test(
  'signing out',
  async () => {
    const client = await signedInClient(here, await newPerson());
    const [credentials] = await warm(client);
    expect((await postFrom(client, '/api/auth/sign-out', {})).status).toBe(200);
    await expectRefusedEverywhere(credentials, performance.now());
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'revoking another session',
  async () => {
    const email = await newPerson();
    const laptop = await signedInClient(here, email);
    const phone = await signedInClient(here, email);
    const [, phoneCredentials] = await warm(laptop, phone);
    const { body: sessions } = await laptop.call('profileSettings.listSessions');
    const other = sessions.find((session) => !session.isCurrent);
    if (!other) throw new Error('The phone has no session of its own.');
    expect((await laptop.call('profileSettings.revokeSession', { id: other.id })).body).toEqual({
      revoked: true,
    });
    await expectRefusedEverywhere(phoneCredentials, performance.now());
    expect(await readStatus(there, credentialsOf(laptop))).toBe(200);
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'changing the password',
  async () => {
    const email = await newPerson();
    const laptop = await signedInClient(here, email);
    const phone = await signedInClient(here, email);
    const [, phoneCredentials] = await warm(laptop, phone);
    const changed = await postFrom(laptop, '/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'a brand new passphrase 11',
    });
    expect(changed.status).toBe(200);
    await expectRefusedEverywhere(phoneCredentials, performance.now());
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'disabling the account (an operator, straight in the database)',
  async () => {
    const email = await newPerson();
    const [credentials] = await warm(await signedInClient(here, email));
    expect(await disableUser(here.services.db, email)).toEqual({ found: true, sessionsEnded: 1 });
    await expectRefusedEverywhere(credentials, performance.now(), { endedByRequestHere: false });
  },
  HEAVY_TIMEOUT_MS,
);

test(
  'deleting the account',
  async () => {
    const client = await signedInClient(here, await newPerson());
    const [credentials] = await warm(client);
    expect((await postFrom(client, '/api/auth/delete-user', {})).status).toBe(200);
    await expectRefusedEverywhere(credentials, performance.now());
  },
  HEAVY_TIMEOUT_MS,
);
