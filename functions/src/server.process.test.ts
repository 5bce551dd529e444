import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findFreePort } from '@/testing/free-port';

/** The real process, started as `npm start` starts it (source through tsx instead of the bundle). */
const functionsDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-process-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function startProcess(): Promise<Started> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: functionsDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, API_ONLY: 'true', LOG_LEVEL: 'info', TEST_DATABASE_URL: '' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, port, output: () => output, exited };
}

async function waitReady(started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${started.port}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    if (started.child.exitCode !== null) throw new Error(`exited early (${started.child.exitCode}):\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready in time:\n${started.output()}`);
}

test('a second process on the same data directory exits within 5 s with a clear message and the first keeps serving', async () => {
  const first = await startProcess();
  await waitReady(first);
  const second = await startProcess();
  const startedAt = Date.now();
  const { code, at } = await second.exited;
  expect(code).toBe(1);
  expect(at - startedAt).toBeLessThan(5000);
  expect(second.output()).toContain(`is in use by another Bulwark process (pid ${first.child.pid})`);
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
    headers: { 'content-type': 'application/json', origin: `http://localhost:${server.port}` },
    body: JSON.stringify({ email: 'drain@example.com', password: 'a long enough passphrase here', name: 'Drain' }),
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
