import { generateId } from '@bulwark/contracts/ids';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GOOD_PASSWORD,
  createVerifiedUser,
  enableTwoFactor,
  signIn,
  signedInClient,
} from '@/testing/auth-helpers';
import { totpCode } from '@/testing/totp';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { type OpeningKey, type SealingKey } from './backup-seal';
import { type AppDb, queryRows } from './client';
import { exportData, importData, tablesInDependencyOrder } from './data-transfer';
import { DataTransferError } from './data-transfer-error';

let source: TestServer;
let target: TestServer;
let dir: string;
let sealing: SealingKey;
let opening: OpeningKey;

beforeAll(async () => {
  [source, target] = await Promise.all([startTestServer(), startTestServer()]);
  const identity = await generateIdentity();
  sealing = { recipient: await identityToRecipient(identity) };
  opening = { identities: [identity] };
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-transfer-'));
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await fs.rm(dir, { recursive: true, force: true });
});

/** Per table: how many rows, and a checksum of their content in a stable order. */
async function fingerprint(db: AppDb): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = await queryRows<{ count: number; sum: string | null }>(
      db,
      sql`select count(*)::int as count,
                 md5(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text)) as sum
          from ${sql.identifier(table)} t`,
    );
    result[table] = `${row?.count ?? 0}:${row?.sum ?? ''}`;
  }
  return result;
}

test('an export loads into a fresh database with every row identical, and the account works there', async () => {
  const email = 'mover@example.com';
  await createVerifiedUser(source, email);
  const client = await signedInClient(source, email);
  await client.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'idea',
    rating: 5,
    message: 'Moving house with my data.',
  });
  const saved = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await client.call('savedBreaches.updateNotes', {
    id: saved.body.id,
    notes: 'Changed it — “quotes”, émoji 🔐, \\ and \n',
  });
  const { secret } = await enableTwoFactor(client);
  await source.services.db.execute(
    sql`insert into user_avatar (user_id, content_type, data) select id, 'image/png', ${Buffer.from([137, 80, 78, 71, 0, 255])} from "user"`,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));

  const file = path.join(dir, 'export.jsonl.gz');
  const before = await fingerprint(source.services.db);
  const header = await exportData(source.services.db, file, {
    key: sealing,
    authSecret: 'the-source-secret',
  });
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  expect((await fs.readFile(file)).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
  expect(header.tables['user']).toBe(1);
  expect(header.tables['breach']).toBeGreaterThan(900);

  const progress: string[] = [];
  let seenSecret: string | null = null;
  await importData(target.services.db, file, {
    key: opening,
    onProgress: ({ table }) => progress.push(table),
    beforeWrite: (incoming) => (seenSecret = incoming.authSecret),
  });
  expect(seenSecret).toBe('the-source-secret');
  expect(progress).toContain('saved_breach');
  expect(await fingerprint(target.services.db)).toEqual(before);

  // Both test servers share one secret, so the moved password and two-step secret work as-is.
  const { response } = await signIn(target, email, GOOD_PASSWORD);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  expect(totpCode(secret)).toMatch(/^\d{6}$/);
  const moved = await signedInClientAfterTwoFactor(email, secret);
  const list = await moved.call('savedBreaches.list');
  expect(list.body[0]).toMatchObject({ notes: 'Changed it — “quotes”, émoji 🔐, \\ and \n' });
  // New rows after the import get fresh serial numbers, not ones the import already used.
  await moved.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'bug',
    rating: 3,
    message: 'A row written after the move.',
  });
}, 120_000);

async function signedInClientAfterTwoFactor(email: string, secret: Buffer) {
  const { client } = await signIn(target, email, GOOD_PASSWORD);
  const verified = await client.postJson('/api/auth/two-factor/verify-totp', {
    code: totpCode(secret, 1),
  });
  expect(verified.status).toBe(200);
  return client;
}

test('refuses a target that has accounts, a foreign file, and a truncated export, changing nothing', async () => {
  const file = path.join(dir, 'export.jsonl.gz');
  await expect(importData(target.services.db, file, { key: opening })).rejects.toThrow(
    /already has accounts/,
  );

  const empty = await startTestServer();
  try {
    // The catalog loads in the background on first start; the picture is taken once it has.
    await until(
      () =>
        queryRows<{ count: number }>(
          empty.services.db,
          sql`select count(*)::int as count from breach`,
        ),
      (rows) => (rows[0]?.count ?? 0) > 900,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = await fingerprint(empty.services.db);
    const foreign = path.join(dir, 'foreign.gz');
    await fs.writeFile(foreign, gzipSync('name,email\nx,y@z.io\n'));
    await expect(importData(empty.services.db, foreign, { key: opening })).rejects.toThrow(
      /not a sealed/,
    );
    await expect(
      importData(empty.services.db, foreign, { key: opening, allowUnsealed: true }),
    ).rejects.toBeInstanceOf(DataTransferError);

    const sealed = await fs.readFile(file);
    const truncated = path.join(dir, 'truncated.age');
    await fs.writeFile(truncated, sealed.subarray(0, sealed.length - 100));
    await expect(importData(empty.services.db, truncated, { key: opening })).rejects.toThrow(
      /damaged or was changed/,
    );
    const tampered = path.join(dir, 'tampered.age');
    const flipped = Buffer.from(sealed);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 1;
    await fs.writeFile(tampered, flipped);
    await expect(importData(empty.services.db, tampered, { key: opening })).rejects.toThrow(
      /damaged or was changed/,
    );
    const stranger = { identities: [await generateIdentity()] };
    await expect(importData(empty.services.db, file, { key: stranger })).rejects.toThrow(
      /Cannot open this backup/,
    );
    expect(await fingerprint(empty.services.db)).toEqual(before);
  } finally {
    await empty.close();
  }
});

test('never overwrites an existing file', async () => {
  const existing = path.join(dir, 'keep-me.gz');
  await fs.writeFile(existing, 'precious');
  await expect(
    exportData(source.services.db, existing, { key: sealing, authSecret: null }),
  ).rejects.toThrow(/EEXIST/);
  expect(await fs.readFile(existing, 'utf8')).toBe('precious');
});
