import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GOOD_PASSWORD, nextIp, postFrom } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';

/**
 * Everything under DATA_DIR is its owner's alone (issue 13, finding 6), even under umask 000 and
 * in a data directory an earlier version left open.
 */
let dataDir: string;
let server: TestServer | undefined;
let closed = false;
const umaskBefore = process.umask();

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-modes-'));
  await fs.chmod(dataDir, 0o755);
  await fs.mkdir(path.join(dataDir, 'mail'), { mode: 0o755 });
  await fs.writeFile(path.join(dataDir, 'mail', 'left-by-an-earlier-version.eml'), 'x', {
    mode: 0o644,
  });
  process.umask(0o000);
});
afterAll(async () => {
  if (!closed) await server?.close();
  process.umask(umaskBefore);
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function looseModes(root: string): Promise<string[]> {
  const loose: string[] = [];
  const visit = async (at: string) => {
    const stats = await fs.lstat(at);
    if ((stats.mode & 0o077) !== 0)
      loose.push(`${path.relative(dataDir, at) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory())
      for (const entry of await fs.readdir(at)) await visit(path.join(at, entry));
  };
  await visit(root);
  return loose;
}

test('the database files, mail and folders under DATA_DIR are created owner-only (0600/0700)', async () => {
  server = await startTestServer({
    env: { DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, 'pgdata') },
  });
  const email = 'modes@example.com';
  const signUp = await postFrom(server.client(nextIp()), '/api/auth/sign-up/email', {
    email,
    password: GOOD_PASSWORD,
    name: 'Modes',
  });
  expect(signUp.status).toBe(200);
  const mailDir = path.join(dataDir, 'mail');
  const mails = await until(
    async () =>
      (await fs.readdir(mailDir)).filter((name) => name !== 'left-by-an-earlier-version.eml'),
    (names) => names.length > 0,
    30_000,
  );
  expect(mails.length).toBeGreaterThan(0);
  const kind = server.database.kind;
  // Stopped first, so that what closing writes (PGlite's checkpoint) is looked at too.
  closed = true;
  await server.close();
  if (kind === 'pglite') {
    const files = await fs.readdir(path.join(dataDir, 'pgdata'), { recursive: true });
    expect(files.length).toBeGreaterThan(100);
  }
  expect(await looseModes(dataDir)).toEqual([]);
});
