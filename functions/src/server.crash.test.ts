import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkPgliteIntegrity } from '@/testing/integrity';
import { waitForMail } from '@/testing/mail-outbox';
import { type Started, startServerProcess, waitReady } from '@/testing/server-process';
import { TestClient } from '@/testing/test-client';

/**
 * Crash safety of the embedded database (SECURITY.md §6 #16): the server is killed with SIGKILL
 * while it acknowledges writes, 20 times; every restart opens the same data directory within the
 * recovery-time goal, every write it acknowledged is there, and the database checks out whole.
 */
const ROUNDS = 20;
/** Recovery time objective: from the kill to answering ready again. */
const RTO_MS = 10_000;
const PASSWORD = 'a long and unusual passphrase 7';
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-crash-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function started(): Promise<{ server: Started }> {
  const server = await startServerProcess({ dataDir });
  await waitReady(server);
  return { server };
}

/** Calls a callable on whichever port the server has now, with the session cookie it issued before. */
async function call(base: string, cookie: string, name: string, input: unknown = {}) {
  const response = await new TestClient(base).postJson(`/v1/call/${name}`, input, { cookie });
  return { status: response.status, body: await response.json() };
}

test('killed with SIGKILL mid-write, round after round, it restarts on the same data and has every acknowledged write', async () => {
  const email = 'crash@example.com';
  let { server } = await started();
  let base = `http://127.0.0.1:${server.port}`;
  const signUp = await new TestClient(base).postJson('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Crash',
  });
  expect(signUp.status).toBe(200);
  const { link } = await waitForMail(
    path.join(dataDir, 'mail'),
    (mail) => mail.to.includes(email),
    20_000,
  );
  expect(
    (await new TestClient(base).request(new URL(link ?? '').pathname + new URL(link ?? '').search))
      .status,
  ).toBe(302);

  const catalog = (await (
    await fetch(`${base}/api/v3/breaches`, { headers: { 'user-agent': 'crash-test' } })
  ).json()) as Array<{ Name: string }>;
  const names = catalog.map((breach) => breach.Name);
  const acknowledged: string[] = [];
  let next = 0;

  const signIn = new TestClient(base);
  expect(
    (await signIn.postJson('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
  ).toBe(200);
  // The session lives in the database, so the same cookie must keep working across every crash.
  const cookie = signIn.cookieHeader;
  const recoveryTimes: number[] = [];

  for (let round = 0; round < ROUNDS; round += 1) {
    const roundBase = base;
    // Writes go on, each awaited, until the process dies under them.
    let dead = false;
    const writer = (async () => {
      while (!dead) {
        const name = names[next];
        next += 1;
        if (!name) return;
        const result = await call(roundBase, cookie, 'savedBreaches.add', {
          breachName: name,
        }).catch(() => null);
        if (result?.status === 200) acknowledged.push(name);
      }
    })();
    // Kill at a different point of the write cycle each round: 300–1,260 ms in.
    await new Promise((resolve) => setTimeout(resolve, 300 + ((round * 7) % 13) * 80));
    const killedAt = Date.now();
    server.child.kill('SIGKILL');
    await server.exited;
    dead = true;
    await writer;

    ({ server } = await started());
    recoveryTimes.push(Date.now() - killedAt);
    base = `http://127.0.0.1:${server.port}`;
  }

  expect(Math.max(...recoveryTimes)).toBeLessThan(RTO_MS);
  expect(acknowledged.length).toBeGreaterThan(ROUNDS * 3);
  const saved = await call(base, cookie, 'savedBreaches.list');
  expect(saved.status).toBe(200);
  const stored = new Set(
    (saved.body as Array<{ breach: { name: string } }>).map((row) => row.breach.name),
  );
  expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  expect(await checkPgliteIntegrity(path.join(dataDir, 'pgdata'))).toEqual([]);
}, 300_000);
