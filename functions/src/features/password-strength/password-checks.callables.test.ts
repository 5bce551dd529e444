import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { callAs } from '@/testing/typed-call';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('records a check as a label, a score and flags, lists it newest first and removes it', async () => {
  const client = await signUpAndSignIn(server, 'checker@example.com');
  const first = await callAs(client, 'passwordChecks.record', {
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
  const second = await callAs(client, 'passwordChecks.record', {
    label: 'Mail',
    score: 1,
    pwned: true,
    reused: true,
    inUse: true,
  });
  const listed = await callAs(client, 'passwordChecks.list', {});
  expect(listed.body.map((check) => check.label)).toEqual(['Mail', 'Bank']);
  expect((await callAs(client, 'passwordChecks.remove', { id: second.body.id })).body).toEqual({
    removed: true,
  });
  expect((await callAs(client, 'passwordChecks.remove', { id: second.body.id })).body).toEqual({
    removed: false,
  });
  expect((await callAs(client, 'passwordChecks.list', {})).body).toHaveLength(1);
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
  const smuggled = await client.call('passwordChecks.record', {
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
    const recorded = await callAs(client, 'passwordChecks.record', {
      label,
      score: 4,
      pwned: null,
      reused: false,
      inUse: true,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.pwned).toBeNull();
  }
  expect(
    (await callAs(client, 'passwordChecks.list', {})).body.map((check) => check.pwned),
  ).toEqual([null, null, null]);
  const { body } = await callAs(client, 'riskAssessment.getOverview', {});
  expect(body.observed.passwordChecks.map((check) => check.pwned)).toEqual([null, null, null]);
  // Missing is still refused: "unknown" must be said, not implied.
  const missing = await client.call('passwordChecks.record', {
    label: 'Work',
    score: 4,
    reused: false,
    inUse: true,
  });
  expect(missing.status).toBe(400);
});
