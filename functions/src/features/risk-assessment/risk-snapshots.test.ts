import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryRows } from '@/db/client';
import { FEATURES } from '@/features';
import { type TriggerEvent, triggerEventKey } from '@/platform/define-trigger';
import { createRegistry } from '@/platform/registry';
import { enableTwoFactor, postFrom } from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { TEST_PASSWORD, signUpAndSignIn } from '@/testing/users';
import { ingestAddresses } from '@/testing/breach-fixtures';
import { untilAddressChecked } from '@/testing/monitoring';
import { answersFor } from './testing/answers';
import { recheckDueAddresses } from '@/features/breach-monitoring/breach-monitoring.service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function history(client: TestClient): Promise<RiskSnapshot[]> {
  return (await client.call('riskAssessment.getHistory', {})).body;
}

/** Waits for the trigger's snapshot: jobs run asynchronously, within a few seconds. */
async function historyOfLength(client: TestClient, length: number): Promise<RiskSnapshot[]> {
  const snapshots = await until(
    () => history(client),
    (list) => list.length >= length,
    15_000,
  );
  expect(snapshots).toHaveLength(length);
  return snapshots;
}

async function submitQuickCheck(client: TestClient) {
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: answersFor('quick', 'worst'),
  });
  await client.call('riskAssessment.submit', {
    id: draft.body.id,
    idempotencyKey: generateId(),
  });
}

/** Runs every risk trigger again on every event this user caused, as a retried job would. */
async function replayRiskJobs(userId: string) {
  const events = await queryRows<{
    id: string;
    collection: string;
    op: TriggerEvent['op'];
    row_id: string;
    after: unknown;
  }>(
    server.services.db,
    sql`select id::text, collection, op, row_id, after from outbox where user_id = ${userId} order by id`,
  );
  const riskTriggers = createRegistry(FEATURES).triggers.filter(
    ({ id }) => id.endsWith('ForRisk') || id === 'onRiskAssessmentScoredEvent',
  );
  for (const row of events) {
    const event: TriggerEvent = {
      outboxId: Number(row.id),
      userId,
      collection: row.collection,
      op: row.op,
      rowId: row.row_id,
      before: null,
      after: row.after,
    };
    for (const trigger of riskTriggers) {
      if (
        trigger.collection !== row.collection ||
        (trigger.on !== 'write' && trigger.on !== row.op)
      )
        continue;
      await trigger.handler(event, {
        services: server.services,
        eventKey: triggerEventKey(trigger, Number(row.id)),
      });
    }
  }
}

test('submitting, recording, saving, fixing and acting each add exactly one snapshot, also when jobs run twice', async () => {
  const client = await signUpAndSignIn(server, 'timeline@example.com');
  const userId = (await client.call('profileSettings.get')).body.id;
  await submitQuickCheck(client);
  const [submitted] = await historyOfLength(client, 1);
  expect(submitted).toMatchObject({
    trigger: 'assessment-submitted',
    modelVersion: expect.any(String),
  });

  await client.call('passwordChecks.record', {
    label: 'Bank',
    score: 1,
    pwned: true,
    reused: true,
    inUse: true,
  });
  await historyOfLength(client, 2);
  const saved = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await historyOfLength(client, 3);
  await client.call('savedBreaches.updateNotes', {
    id: saved.body.id,
    notes: 'Changed the password.',
  });
  await client.call('savedBreaches.resolveMany', { ids: [saved.body.id] });
  await historyOfLength(client, 4);
  await client.call('riskAssessment.setActionState', {
    actionId: 'spot-phishing',
    status: 'done',
    reason: null,
  });
  const snapshots = await historyOfLength(client, 5);
  expect(snapshots.map((snapshot) => [snapshot.trigger, snapshot.detail])).toEqual([
    ['assessment-submitted', 'Quick check'],
    ['password-check-recorded', 'Bank'],
    ['breach-saved', 'Adobe'],
    ['breach-fixed', 'Adobe'],
    ['action-done', expect.any(String)],
  ]);
  // Marking phishing habits done raised the score; the notes change recorded nothing.
  expect(snapshots[4]?.score).toBeGreaterThan(snapshots[3]?.score ?? Infinity);

  await replayRiskJobs(userId);
  expect(await history(client)).toEqual(snapshots);
});

test('a snapshot holds exactly the score the shared model gives the overview', async () => {
  const client = await signUpAndSignIn(server, 'same-code@example.com');
  await submitQuickCheck(client);
  const [snapshot] = await historyOfLength(client, 1);
  const overview = (await client.call('riskAssessment.getOverview', {})).body;
  const result = scoreAssessment({
    answers: overview.latest?.answers ?? {},
    answeredAt: overview.latest?.answeredAt ?? {},
    observed: overview.observed,
    actionStates: overview.actionStates,
    now: new Date(overview.serverTime),
  });
  expect(snapshot).toMatchObject({ score: result.score, band: result.band });
  expect(snapshot?.raw).toBeCloseTo(result.raw ?? Number.NaN, 10);
});

test('turning two-step sign-in on adds a snapshot with the signal verified', async () => {
  const client = await signUpAndSignIn(server, 'two-step@example.com');
  await submitQuickCheck(client);
  const [before] = await historyOfLength(client, 1);
  await enableTwoFactor(client, TEST_PASSWORD);
  const [, after] = await historyOfLength(client, 2);
  expect(after).toMatchObject({ trigger: 'two-factor-on' });
  expect(after?.score).toBeGreaterThan(before?.score ?? Infinity);
});

test('events before the first submitted assessment record no snapshot', async () => {
  const client = await signUpAndSignIn(server, 'not-yet@example.com');
  await client.call('passwordChecks.record', {
    label: 'Mail',
    score: 4,
    pwned: false,
    reused: false,
    inUse: true,
  });
  await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await history(client)).toEqual([]);
});

async function userIdOf(client: TestClient): Promise<string> {
  return (await client.call('profileSettings.get')).body.id;
}

/** The live signal values each snapshot kept, oldest first. */
async function observedOf(userId: string): Promise<Record<string, number | null>[]> {
  const rows = await queryRows<{ observed: Record<string, number | null> }>(
    server.services.db,
    sql`select observed from risk_snapshot where user_id = ${userId} order by computed_at, id`,
  );
  return rows.map((row) => row.observed);
}

test('a breach found for a monitored address (a new alert) adds exactly one snapshot, also when jobs run twice', async () => {
  const client = await signUpAndSignIn(server, 'found@example.com');
  const userId = await userIdOf(client);
  // The address's first check, started by its verification, runs before the breach arrives: a
  // breach the first check finds is saved quietly, not an alert, and is not what this test is about.
  await untilAddressChecked(server.services, 'found@example.com');
  await submitQuickCheck(client);
  await historyOfLength(client, 1);
  // The breach arrives in the local index; the daily re-check turns the match into an alert.
  await ingestAddresses(server.services, 'Adobe', ['found@example.com']);
  await recheckDueAddresses(server.services);
  const snapshots = await historyOfLength(client, 2);
  expect(snapshots.map((snapshot) => [snapshot.trigger, snapshot.detail])).toEqual([
    ['assessment-submitted', 'Quick check'],
    ['breach-found', 'Adobe'],
  ]);
  // Before, no breach data was loaded: S1 was left out, not scored clean. Now it counts the breach.
  const [before, after] = await observedOf(userId);
  expect(before?.['S1']).toBeNull();
  expect(after?.['S1']).toBeLessThan(1);

  await recheckDueAddresses(server.services);
  await replayRiskJobs(userId);
  expect(await history(client)).toEqual(snapshots);
});

test('turning two-step sign-in off adds exactly one snapshot with the signal lowered, also when jobs run twice', async () => {
  const client = await signUpAndSignIn(server, 'two-step-off@example.com');
  const userId = await userIdOf(client);
  await submitQuickCheck(client);
  await historyOfLength(client, 1);
  await enableTwoFactor(client, TEST_PASSWORD);
  await historyOfLength(client, 2);
  const off = await postFrom(client, '/api/auth/two-factor/disable', { password: TEST_PASSWORD });
  expect(off.status).toBe(200);
  const snapshots = await historyOfLength(client, 3);
  expect(snapshots.map((snapshot) => snapshot.trigger)).toEqual([
    'assessment-submitted',
    'two-factor-on',
    'two-factor-off',
  ]);
  expect(snapshots[2]?.score).toBeLessThan(snapshots[1]?.score ?? -Infinity);
  expect((await observedOf(userId)).map((observed) => observed['S4'])).toEqual([0, 1, 0]);

  await replayRiskJobs(userId);
  expect(await history(client)).toEqual(snapshots);
});

test('reopening and removing a saved breach each add exactly one snapshot, also when jobs run twice', async () => {
  const client = await signUpAndSignIn(server, 'reopen@example.com');
  const userId = await userIdOf(client);
  await submitQuickCheck(client);
  await historyOfLength(client, 1);
  const saved = await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await historyOfLength(client, 2);
  await client.call('savedBreaches.resolveMany', { ids: [saved.body.id] });
  await historyOfLength(client, 3);
  await client.call('savedBreaches.setStatus', { id: saved.body.id, status: 'action-needed' });
  await historyOfLength(client, 4);
  await client.call('savedBreaches.remove', { id: saved.body.id });
  const snapshots = await historyOfLength(client, 5);
  expect(snapshots.map((snapshot) => [snapshot.trigger, snapshot.detail])).toEqual([
    ['assessment-submitted', 'Quick check'],
    ['breach-saved', 'Adobe'],
    ['breach-fixed', 'Adobe'],
    ['breach-reopened', 'Adobe'],
    ['breach-removed', expect.anything()],
  ]);
  // S2 follows the saved breach: open, fixed, open again, then gone (nothing left to go on).
  const s2 = (await observedOf(userId)).map((observed) => observed['S2']);
  expect(s2[2]).toBe(1);
  expect(s2[3]).toBe(s2[1]);
  expect(s2[3]).toBeLessThan(1);

  await replayRiskJobs(userId);
  expect(await history(client)).toEqual(snapshots);
});

test('an event that changes neither the score nor its inputs adds no snapshot: a fixed breach found again', async () => {
  // The index holds data before the address is checked, so its coverage is not what changes
  // below (run alone, this test would otherwise see the score rise with the first data loaded).
  await ingestAddresses(server.services, 'Adobe', ['someone-unrelated@example.com']);
  const client = await signUpAndSignIn(server, 'fixed-already@example.com');
  const userId = await userIdOf(client);
  await untilAddressChecked(server.services, 'fixed-already@example.com');
  await submitQuickCheck(client);
  await historyOfLength(client, 1);
  const saved = await client.call('savedBreaches.add', { breachName: 'Dropbox' });
  // One change at a time: were both in flight, the first job could already see the breach fixed,
  // and a history that skipped the open state would be right but not what this test is about.
  await historyOfLength(client, 2);
  await client.call('savedBreaches.resolveMany', { ids: [saved.body.id] });
  const before = await historyOfLength(client, 3);

  // The person's address turns up in the breach they already fixed: a quiet finding, no news.
  await ingestAddresses(server.services, 'Dropbox', ['fixed-already@example.com']);
  await until(
    () =>
      queryRows<{ count: number }>(
        server.services.db,
        sql`select count(*)::int as count from breach_alert where user_id = ${userId}`,
      ),
    (rows) => rows[0]?.count === 1,
  );
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await history(client)).toEqual(before);
  await replayRiskJobs(userId);
  expect(await history(client)).toEqual(before);
});
