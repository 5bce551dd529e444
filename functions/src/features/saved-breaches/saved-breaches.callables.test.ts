import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findUserByEmail } from '@/auth/user.repository';
import { queryRows } from '@/db/client';
import type { TriggerEvent } from '@/platform/define-trigger';
import { settleTriggerJobs } from '@/platform/trigger-batch';
import { openStream } from '@/testing/sse-stream';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { until } from '@/testing/until';
import { TEST_PASSWORD, signUpAndSignIn } from '@/testing/users';
import { EXPOSURE_SUMMARY_COLLECTION, SAVED_BREACHES_COLLECTION } from './saved-breaches.service';
import { onSavedBreachWritten } from './saved-breaches.triggers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function secondDevice(email: string): Promise<TestClient> {
  const client = server.client();
  const response = await client.postJson('/api/auth/sign-in/email', {
    email,
    password: TEST_PASSWORD,
  });
  expect(response.status).toBe(200);
  return client;
}

test('saves a catalog breach with its guided steps, most severe first, once', async () => {
  const client = await signUpAndSignIn(server, 'saver@example.com');
  const saved = await client.call('savedBreaches.add', { breachName: 'vodafone' });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    status: 'action-needed',
    notes: '',
    resolvedAt: null,
    breach: { name: 'Vodafone' },
  });
  const order = ['critical', 'high', 'medium', 'low'];
  const severities = saved.body.steps.map((step) => step.severity);
  expect(severities).toEqual([...severities].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  expect(saved.body.steps[0]).toMatchObject({
    id: 'protect-identity',
    state: 'open',
    dataClasses: ['Government issued IDs'],
  });
  expect(saved.body.history.map((event) => event.kind)).toEqual(['found', 'saved']);
  const again = await client.call('savedBreaches.add', { breachName: 'Vodafone' });
  expect(again.body.id).toBe(saved.body.id);
  expect((await client.call('savedBreaches.list')).body).toHaveLength(1);
  expect((await client.call('savedBreaches.add', { breachName: 'NoSuchBreach' })).status).toBe(404);
});

test('a saved breach names its site and links its steps there, with the site’s two-step options', async () => {
  const client = await signUpAndSignIn(server, 'site-links@example.com');
  const { body: dropbox } = await client.call('savedBreaches.add', { breachName: 'Dropbox' });
  expect(dropbox.site).toEqual({
    domain: 'dropbox.com',
    url: 'https://dropbox.com/',
    twoFactor: {
      siteName: 'Dropbox',
      methods: ['u2f', 'totp', 'sms'],
      documentationUrl: 'https://help.dropbox.com/account-access/enable-2-factor-authentication',
      recoveryUrl: 'https://help.dropbox.com/account-access/issues-2-factor-authentication',
    },
  });
  const byId = new Map(dropbox.steps.map((step) => [step.id, step]));
  expect(byId.get('change-password')).toMatchObject({
    label: 'Change password',
    link: { kind: 'change-password', host: 'dropbox.com' },
  });
  expect(byId.get('turn-on-two-step')).toMatchObject({
    link: { kind: 'two-factor', host: 'help.dropbox.com' },
  });
  expect(byId.get('turn-on-two-step')?.description).toMatch(
    /^Dropbox offers a security key \/ passkey/,
  );
  const { body: imgur } = await client.call('savedBreaches.add', { breachName: 'imgur' });
  expect(imgur.site?.twoFactor?.methods).toEqual([]);
  expect(imgur.steps.find((step) => step.id === 'turn-on-two-step')?.title).toBe(
    'Use a unique password: Imgur has no two-step sign-in',
  );
});

test('working through every step fixes the breach; reopening a step brings it back, history kept', async () => {
  const client = await signUpAndSignIn(server, 'stepper@example.com');
  const { body: saved } = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  const stepIds = saved.steps.map((step) => step.id);
  let current = saved;
  for (const [index, stepId] of stepIds.entries()) {
    const state = index === 0 ? 'skipped' : 'done';
    current = (await client.call('savedBreaches.updateStep', { id: saved.id, stepId, state })).body;
  }
  expect(current.status).toBe('fixed');
  expect(current.resolvedAt).not.toBeNull();
  const reopened = await client.call('savedBreaches.updateStep', {
    id: saved.id,
    stepId: stepIds[1] ?? '',
    state: 'open',
  });
  expect(reopened.body.status).toBe('action-needed');
  const kinds = reopened.body.history.map((event) => event.kind);
  expect(kinds).toEqual([
    'found',
    'saved',
    'step-skipped',
    ...stepIds.slice(1).map(() => 'step-done'),
    'fixed',
    'step-reopened',
    'reopened',
  ]);
  const unknown = await client.call('savedBreaches.updateStep', {
    id: saved.id,
    stepId: 'no-such-step',
    state: 'done',
  });
  expect(unknown.status).toBe(400);
});

test('keeps notes and resolves several breaches at once, keeping their history', async () => {
  const client = await signUpAndSignIn(server, 'bulk@example.com');
  const first = (await client.call('savedBreaches.add', { breachName: 'LinkedIn' })).body;
  const second = (await client.call('savedBreaches.add', { breachName: 'Dropbox' })).body;
  const noted = await client.call('savedBreaches.updateNotes', {
    id: first.id,
    notes: 'Changed it on 3 sites.',
  });
  expect(noted.body.notes).toBe('Changed it on 3 sites.');
  const resolved = await client.call('savedBreaches.resolveMany', {
    ids: [first.id, second.id],
  });
  expect(resolved.body.map((item) => item.status)).toEqual(['fixed', 'fixed']);
  const listed = (await client.call('savedBreaches.list', {})).body;
  const linkedIn = listed.find((item) => item.id === first.id);
  expect(linkedIn?.history.map((event) => event.kind)).toEqual([
    'found',
    'saved',
    'notes-changed',
    'fixed',
  ]);
  const reopened = await client.call('savedBreaches.setStatus', {
    id: second.id,
    status: 'action-needed',
  });
  expect(reopened.body.status).toBe('action-needed');
  expect((await client.call('savedBreaches.remove', { id: second.id })).body).toEqual({
    removed: true,
  });
});

test('a change on one device reaches the other over the stream within a second', async () => {
  const phone = await signUpAndSignIn(server, 'two-devices@example.com');
  const laptop = await secondDevice('two-devices@example.com');
  const stream = await openStream(laptop);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sentAt = Date.now();
  const { body } = await phone.call('savedBreaches.add', { breachName: 'Canva' });
  const change = await until(
    () =>
      Promise.resolve(
        stream
          .changes()
          .find((event) => event.collection === 'saved-breaches' && event.id === body.id),
      ),
    (found) => found !== undefined,
    3000,
  );
  await stream.close();
  expect(change).toMatchObject({ op: 'insert' });
  expect((change?.receivedAt ?? Infinity) - sentAt).toBeLessThan(1000);
});

test('saving and resolving refresh the exposure summary through a trigger', async () => {
  const client = await signUpAndSignIn(server, 'exposure@example.com');
  const { body: saved } = await client.call('savedBreaches.add', { breachName: 'Vodafone' });
  const open = await until(
    async () => (await client.call('savedBreaches.getExposureSummary', {})).body,
    (summary) => summary.actionNeeded === 1,
  );
  expect(open).toMatchObject({ actionNeeded: 1, fixed: 0, highestOpenSeverity: 'critical' });
  expect(open.exposedDataClasses['Credit cards']).toBe(1);
  await client.call('savedBreaches.resolveMany', { ids: [saved.id] });
  const fixed = await until(
    async () => (await client.call('savedBreaches.getExposureSummary', {})).body,
    (summary) => summary.fixed === 1,
  );
  expect(fixed).toMatchObject({
    actionNeeded: 0,
    fixed: 1,
    openSteps: 0,
    highestOpenSeverity: null,
  });
});

test('changes to one list fetched together recompute its exposure summary once', async () => {
  await signUpAndSignIn(server, 'burst@example.com');
  const { db } = server.services;
  const userId = (await findUserByEmail(db, 'burst@example.com'))?.id ?? '';
  // As resolving several breaches at once leaves them: one event per breach, in one batch.
  const jobs = [1, 2, 3].map((n) => ({
    id: `job-${n}`,
    data: {
      outboxId: 1_000_000 + n,
      userId,
      collection: SAVED_BREACHES_COLLECTION,
      op: 'update' as const,
      rowId: `breach-${n}`,
      before: null,
      after: null,
    },
  })) as Job<TriggerEvent>[];
  const results = await settleTriggerJobs(onSavedBreachWritten, jobs, server.services);
  expect(results.map((result) => result.status)).toEqual(['completed', 'completed', 'completed']);
  const summaries = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from outbox
      where user_id = ${userId} and collection = ${EXPOSURE_SUMMARY_COLLECTION}`,
  );
  expect(summaries[0]?.count).toBe(1);
});

test("nobody reaches another user's saved breach", async () => {
  const owner = await signUpAndSignIn(server, 'owner-of-list@example.com');
  const other = await signUpAndSignIn(server, 'not-the-owner@example.com');
  const { body } = await owner.call('savedBreaches.add', { breachName: 'Adobe' });
  for (const [name, input] of [
    ['savedBreaches.updateNotes', { id: body.id, notes: 'mine now' }],
    ['savedBreaches.setStatus', { id: body.id, status: 'fixed' }],
    ['savedBreaches.updateStep', { id: body.id, stepId: 'change-password', state: 'done' }],
  ] as const) {
    // One loop over three callables: the types cannot follow it.
    expect((await other.callUnchecked(name, input)).status).toBe(404);
  }
  expect((await other.call('savedBreaches.remove', { id: body.id })).body).toEqual({
    removed: false,
  });
  expect((await other.call('savedBreaches.resolveMany', { ids: [body.id] })).status).toBe(404);
  expect((await owner.call('savedBreaches.list')).body[0]).toMatchObject({
    notes: '',
    status: 'action-needed',
  });
});

test('the list answers each breach as its own calls do; one that left the catalog is left out and named', async () => {
  const client = await signUpAndSignIn(server, 'whole@example.com');
  const adobe = (await client.call('savedBreaches.add', { breachName: 'Adobe' })).body;
  const stepId = adobe.steps[0]?.id ?? '';
  const stepped = await client.call('savedBreaches.updateStep', {
    id: adobe.id,
    stepId,
    state: 'done',
  });
  expect(stepped.body.steps[0]).toMatchObject({ id: stepId, state: 'done' });
  const yahoo = (await client.call('savedBreaches.add', { breachName: 'Yahoo' })).body;
  expect((await client.call('savedBreaches.list')).body).toEqual([yahoo, stepped.body]);

  // As when an operator withdraws a local entry: the catalog no longer holds the name.
  const rename = (from: string, to: string) =>
    server.services.db.execute(sql`update breach set name = ${to} where name = ${from}`);
  await rename('Yahoo', 'Yahoo (withdrawn)');
  try {
    expect((await client.call('savedBreaches.list')).body).toEqual([stepped.body]);
    const asked = await client.call('savedBreaches.setStatus', { id: yahoo.id, status: 'fixed' });
    expect(asked.status).toBe(404);
    expect(JSON.stringify(asked.body)).toContain('Breach \\"Yahoo\\" is no longer in the catalog.');
  } finally {
    await rename('Yahoo (withdrawn)', 'Yahoo');
  }
});
