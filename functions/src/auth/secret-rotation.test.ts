import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, expect, test } from 'vitest';
import { exportData, importData } from '@/db/data-transfer';
import { authSecretFile, rotateGeneratedAuthSecret } from '@/lib/auth-secret';
import {
  GOOD_PASSWORD,
  createVerifiedUser,
  enableTwoFactor,
  signIn,
  signedInClient,
} from '@/testing/auth-helpers';
import { totpCode } from '@/testing/totp';
import { TEST_AUTH_SECRET, type TestServer, startTestServer } from '@/testing/test-server';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-rotation-'));
  dirs.push(dir);
  return dir;
}

/**
 * A host whose database was sealed under TEST_AUTH_SECRET, restarted after `secret:rotate`: the
 * same rows (moved with data:export/import, as a restart keeps them) and DATA_DIR's rotated ring.
 */
test('after a rotation, two-step sign-in and backup codes enrolled before it still work; open sessions end', async () => {
  const before = await startTestServer();
  servers.push(before);
  const email = 'rotator@example.com';
  await createVerifiedUser(before, email);
  const enrolled = await signedInClient(before, email);
  const { secret, backupCodes } = await enableTwoFactor(enrolled);

  const dataDir = await tempDir();
  await fs.writeFile(authSecretFile(dataDir), `${TEST_AUTH_SECRET}\n`, { mode: 0o600 });
  const ring = rotateGeneratedAuthSecret(dataDir);
  expect(ring.map(({ version }) => version)).toEqual([1, 0]);
  expect(ring[0]?.value).not.toBe(TEST_AUTH_SECRET);
  expect((await fs.stat(authSecretFile(dataDir))).mode & 0o777).toBe(0o600);

  const after = await startTestServer({
    env: { BETTER_AUTH_SECRET: undefined, DATA_DIR: dataDir },
  });
  servers.push(after);
  const identity = await generateIdentity();
  const file = path.join(await tempDir(), 'move.age');
  await exportData(before.services.db, file, {
    key: { recipient: await identityToRecipient(identity) },
    authSecret: null,
  });
  await importData(after.services.db, file, { key: { identities: [identity] } });

  // The session cookie was signed with the old secret: no longer accepted.
  const stale = await fetch(`${after.url}/api/auth/get-session`, {
    headers: { cookie: enrolled.cookieHeader },
  });
  expect(await stale.json()).toBeNull();

  const { client, response } = await signIn(after, email, GOOD_PASSWORD);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await client.postJson('/api/auth/two-factor/verify-totp', {
    code: totpCode(secret, 1),
  });
  expect(verified.status).toBe(200);

  const second = await signIn(after, email, GOOD_PASSWORD);
  const withBackupCode = await second.client.postJson('/api/auth/two-factor/verify-backup-code', {
    code: backupCodes[0],
  });
  expect(withBackupCode.status).toBe(200);
}, 180_000);
