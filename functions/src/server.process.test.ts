import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServerProcess, waitReady } from '@/testing/server-process';

let dataDir: string;
const startProcess = () => startServerProcess({ dataDir });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-process-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('a second process on the same data directory exits within 5 s with a clear message and the first keeps serving', async () => {
  const first = await startProcess();
  await waitReady(first);
  const second = await startProcess();
  const startedAt = Date.now();
  const { code, at } = await second.exited;
  expect(code).toBe(1);
  expect(at - startedAt).toBeLessThan(5000);
  expect(second.output()).toContain(
    `is in use by another Bulwark process (pid ${first.child.pid})`,
  );
  expect(await fs.readFile(path.join(dataDir, 'bulwark.lock'), 'utf8')).toBe(
    String(first.child.pid),
  );
  expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);
  first.child.kill('SIGTERM');
  expect((await first.exited).code).toBe(0);
});

test('SIGTERM drains an in-flight request, checkpoints, exits 0 within 10 s, and the data survives a restart', async () => {
  const server = await startProcess();
  await waitReady(server);
  const origin = `http://127.0.0.1:${server.port}`;
  const signUp = fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${server.port}` },
    body: JSON.stringify({
      email: 'drain@example.com',
      password: 'a long enough passphrase here',
      name: 'Drain',
    }),
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const response = await signUp;
  expect(response.status).toBe(200);
  const { code, at } = await server.exited;
  expect(code).toBe(0);
  expect(at - signalledAt).toBeLessThan(10_000);
  expect(server.output()).toContain('Bulwark stopped');

  const again = await startProcess();
  await waitReady(again);
  again.child.kill('SIGINT');
  expect((await again.exited).code).toBe(0);
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  const users = await db.query<{ email: string }>('select email from "user"');
  await db.close();
  expect(users.rows.map((row) => row.email)).toEqual(['drain@example.com']);
});
