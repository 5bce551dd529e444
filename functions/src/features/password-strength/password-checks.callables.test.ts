import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('records a check as a label, a score and flags, lists it newest first and removes it', async () => {
  const client = await signUpAndSignIn(server, 'checker@example.com');
  const first = await client.call('passwordChecks.record', {
    label: '  Bank ',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
  });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    label: 'Bank',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
  });
  const second = await client.call('passwordChecks.record', {
    label: 'Mail',
    score: 1,
    pwned: true,
    reused: true,
    inUse: true,
  });
  const listed = await client.call('passwordChecks.list', {});
  expect(listed.body.map((check) => check.label)).toEqual(['Mail', 'Bank']);
  expect((await client.call('passwordChecks.remove', { id: second.body.id })).body).toEqual({
    removed: true,
  });
  expect((await client.call('passwordChecks.remove', { id: second.body.id })).body).toEqual({
    removed: false,
  });
  expect((await client.call('passwordChecks.list', {})).body).toHaveLength(1);
});

test('the table has no place for a password or a hash of one, and extra fields are refused', async () => {
  const columns = await queryRows<{ column_name: string }>(
    server.services.db,
    sql`select column_name from information_schema.columns where table_name = 'password_check' order by column_name`,
  );
  expect(columns.map((column) => column.column_name)).toEqual([
    'checked_at',
    'id',
    'in_use',
    'label',
    'pwned',
    'reused',
    'score',
    'user_id',
  ]);
  const client = await signUpAndSignIn(server, 'leaky@example.com');
  // Sends what the contract forbids: the server's check is what is tested.
  const smuggled = await client.callUnchecked('passwordChecks.record', {
    label: 'Bank',
    score: 2,
    pwned: false,
    reused: false,
    inUse: true,
    password: 'hunter2hunter2',
  });
  expect(smuggled.status).toBe(400);
});

test('refuses a missing label and a score outside 0–4 with clear errors', async () => {
  const client = await signUpAndSignIn(server, 'sloppy@example.com');
  const unlabelled = await client.call('passwordChecks.record', {
    label: '   ',
    score: 2,
    pwned: false,
    reused: false,
    inUse: true,
  });
  expect(unlabelled.status).toBe(400);
  expect(JSON.stringify(unlabelled.body)).toContain('Give the check a label');
  const outOfRange = await client.call('passwordChecks.record', {
    label: 'Bank',
    score: 5,
    pwned: false,
    reused: false,
    inUse: true,
  });
  expect(outOfRange.status).toBe(400);
});

test('records a check whose breach result is unknown (null), and the risk overview carries it as unknown', async () => {
  const client = await signUpAndSignIn(server, 'unknown-breach@example.com');
  for (const label of ['Bank', 'Mail', 'Shop']) {
    const recorded = await client.call('passwordChecks.record', {
      label,
      score: 4,
      pwned: null,
      reused: false,
      inUse: true,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.pwned).toBeNull();
  }
  expect((await client.call('passwordChecks.list', {})).body.map((check) => check.pwned)).toEqual([
    null,
    null,
    null,
  ]);
  const { body } = await client.call('riskAssessment.getOverview', {});
  expect(body.observed.passwordChecks.map((check) => check.pwned)).toEqual([null, null, null]);
  // Missing is still refused: "unknown" must be said, not implied.
  const missing = await client.callUnchecked('passwordChecks.record', {
    label: 'Work',
    score: 4,
    reused: false,
    inUse: true,
  });
  expect(missing.status).toBe(400);
});
