import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import type { TestClient } from '@/testing/test-client';
import { findBreachesByNames } from '@/features/breach-catalog/breach-catalog.service';
import { ingestBreachFiles } from './breach-ingest.service';
import { findHashes } from './email-index.repository';
import { ingestAddresses, writeBreachFile } from '@/testing/breach-fixtures';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { BREACH_RANGE_PER_MINUTE: '12' } });
  client = await signUpAndSignIn(server, 'ingest-reader@example.com');
  await ingestAddresses(server.services, 'Adobe', ['range-one@example.com', 'owner@example.com']);
  await ingestAddresses(server.services, 'AshleyMadison', ['owner@example.com']);
});
afterAll(async () => {
  await server?.close();
});

function sha1(email: string): string {
  return createHash('sha1').update(email).digest('hex').toUpperCase();
}

async function range(reader: { request(path: string): Promise<Response> }, prefix: string) {
  const response = await reader.request(`/v1/breaches/range/${prefix}`);
  const body: any = await response.json();
  return { status: response.status, headers: response.headers, body };
}

/** What the private check sees for one address: its breaches, found by prefix then suffix. */
async function breachesOf(email: string): Promise<string[]> {
  const hash = sha1(email);
  const response = await client.request(`/v1/breaches/range/${hash.slice(0, 6)}`);
  const body = (await response.json()) as { entries: { suffix: string; breaches: string[] }[] };
  return body.entries.find((entry) => entry.suffix === hash.slice(6))?.breaches ?? [];
}

test('ingests plain, email:anything, CSV and gzip files and reports counts by kind', async () => {
  const plain = await writeBreachFile([
    'Alpha@Example.com',
    'alpha@example.com',
    '',
    'broken',
    'b@localhost',
  ]);
  const combo = await writeBreachFile(['beta@example.com:hunter2', 'gamma@example.com:x:y']);
  const csv = await writeBreachFile(
    ['id,Email,name', '1,delta@example.com,Delta', '2,,Nobody'],
    'users.csv',
  );
  const gzPath = path.join(path.dirname(csv), 'more.txt.gz');
  await fs.writeFile(gzPath, gzipSync('epsilon@example.com\n'));
  const summary = await ingestBreachFiles(server.services, {
    breachName: 'Dropbox',
    files: [plain, combo, csv, gzPath],
  });
  expect(summary).toMatchObject({
    breach: 'Dropbox',
    valid: 6,
    inserted: 5,
    alreadyPresent: 1,
    blank: 1,
    invalid: { 'no-at-sign': 1, 'bad-domain': 1, 'missing-address': 1 },
  });
  expect(summary.ingestId).toMatch(/^[A-Za-z0-9]{20}$/);
  for (const email of [
    'alpha@example.com',
    'beta@example.com',
    'gamma@example.com',
    'delta@example.com',
    'epsilon@example.com',
  ]) {
    expect(await breachesOf(email)).toEqual(['Dropbox']);
  }
});

test('running the same files twice changes nothing', async () => {
  const file = await writeBreachFile(['twice@example.com', 'again@example.com']);
  const first = await ingestBreachFiles(server.services, { breachName: 'Canva', files: [file] });
  const second = await ingestBreachFiles(server.services, { breachName: 'Canva', files: [file] });
  expect(first).toMatchObject({ inserted: 2, alreadyPresent: 0 });
  expect(second).toMatchObject({ inserted: 0, alreadyPresent: 2, ingestId: null });
});

test('a run larger than one round merges in several, with the same counts as one round', async () => {
  const addresses = Array.from({ length: 9 }, (_, index) => `round-${index}@example.com`);
  const lines = [
    ...addresses,
    'round-0@example.com',
    'no-at-sign',
    'ROUND-5@example.com',
    'round-8@example.com',
  ];
  const file = await writeBreachFile(lines);
  const phases = new Set<string>();
  const summary = await ingestBreachFiles(server.services, {
    breachName: 'LinkedIn',
    files: [file],
    batchSize: 2,
    roundSize: 3,
    onProgress: (progress) => phases.add(progress.phase),
  });
  expect(summary).toMatchObject({
    valid: 12,
    inserted: 9,
    alreadyPresent: 3,
    invalid: { 'no-at-sign': 1 },
  });
  expect([...phases].sort()).toEqual(['merging', 'reading']);
  const [linkedIn] = await findBreachesByNames(server.services.db, ['LinkedIn']);
  const indexed = await findHashes(
    server.services.db,
    addresses.map((email) => Buffer.from(sha1(email), 'hex')),
  );
  expect(indexed.map((row) => row.breachId)).toEqual(addresses.map(() => linkedIn?.id));
  const again = await ingestBreachFiles(server.services, {
    breachName: 'LinkedIn',
    files: [file],
    batchSize: 2,
    roundSize: 3,
  });
  expect(again).toMatchObject({ inserted: 0, alreadyPresent: 12, ingestId: null });
});

test('an unknown breach without --meta and an unreadable file stop before anything is written', async () => {
  const file = await writeBreachFile(['never-written@example.com']);
  await expect(
    ingestBreachFiles(server.services, { breachName: 'NoSuchBreach', files: [file] }),
  ).rejects.toThrow(/not in the breach catalog.*--meta/);
  await expect(
    ingestBreachFiles(server.services, {
      breachName: 'Adobe',
      files: [file, '/nonexistent/file.txt'],
    }),
  ).rejects.toThrow(/Cannot read \/nonexistent\/file.txt/);
  expect(await breachesOf('never-written@example.com')).toEqual([]);
});

test('a new local breach described by --meta joins the catalog and the index', async () => {
  const meta = await writeBreachFile(
    [
      JSON.stringify({
        Title: 'Acme Intranet',
        Domain: 'acme.example',
        BreachDate: '2026-01-15',
        AddedDate: '2026-02-01T10:00:00Z',
        ModifiedDate: '2026-02-01T10:00:00Z',
        PwnCount: 2,
        Description: 'An internal leak of <b>staff</b> accounts.',
        DataClasses: ['Email addresses', 'Passwords'],
        IsVerified: true,
      }),
    ],
    'acme.json',
  );
  const file = await writeBreachFile(['staff1@acme.example', 'staff2@acme.example']);
  const summary = await ingestBreachFiles(server.services, {
    breachName: 'AcmeIntranet',
    metaFile: meta,
    files: [file],
  });
  expect(summary).toMatchObject({ createdBreach: true, inserted: 2 });
  const detail = await client.call('emailBreachCheck.getBreach', { name: 'acmeintranet' });
  expect(detail.body).toMatchObject({
    name: 'AcmeIntranet',
    title: 'Acme Intranet',
    source: 'local',
    pwnCount: 2,
  });
  expect(await breachesOf('staff2@acme.example')).toEqual(['AcmeIntranet']);
});

test('answers the suffixes and breaches under a prefix, to signed-in users only', async () => {
  const anonymous = await range(server.client(), sha1('range-one@example.com').slice(0, 6));
  expect(anonymous.status).toBe(401);
  const client = await signUpAndSignIn(server, 'range-reader@example.com');
  const hash = sha1('range-one@example.com');
  const answer = await range(client, hash.slice(0, 6).toLowerCase());
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.body.prefix).toBe(hash.slice(0, 6));
  expect(answer.body.entries).toContainEqual({ suffix: hash.slice(6), breaches: ['Adobe'] });
  expect((await range(client, '12345')).status).toBe(400);
  expect((await range(client, 'GGGGGG')).status).toBe(400);
});

test('shows sensitive breaches only for the hash of an address the caller owns', async () => {
  const hash = sha1('owner@example.com');
  const owner = await signUpAndSignIn(server, 'owner@example.com');
  const stranger = await signUpAndSignIn(server, 'stranger@example.com');
  const seenByOwner = await range(owner, hash.slice(0, 6));
  expect(seenByOwner.body.entries).toContainEqual({
    suffix: hash.slice(6),
    breaches: ['Adobe', 'AshleyMadison'],
  });
  const seenByStranger = await range(stranger, hash.slice(0, 6));
  expect(seenByStranger.body.entries).toContainEqual({
    suffix: hash.slice(6),
    breaches: ['Adobe'],
  });
});

test('limits each user to a few range checks a minute, with Retry-After', async () => {
  const client = await signUpAndSignIn(server, 'range-burst@example.com');
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let index = 0; index < 13; index += 1) {
    const answer = await range(client, 'ABCDEF');
    statuses.push(answer.status);
    retryAfter ??= answer.headers.get('retry-after');
  }
  expect(statuses).toEqual([...Array.from({ length: 12 }, () => 200), 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});
