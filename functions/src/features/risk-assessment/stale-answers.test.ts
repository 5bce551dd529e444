import { generateId } from '@bulwark/contracts/ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { countMails } from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { nudgeStaleAssessmentsWeekly } from './risk-assessment.schedules';
import { answersFor } from './testing/answers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString();
}

/** Answers every quick-check question and submits, as if all of it happened `days` ago. */
async function submitDaysAgo(client: TestClient, days: number): Promise<string> {
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: answersFor('quick', 'best'),
  });
  await client.call('riskAssessment.submit', {
    id: draft.body.id,
    idempotencyKey: generateId(),
  });
  const at = daysAgo(days);
  await server.services.db.execute(
    sql`update risk_assessment
        set completed_at = ${at},
            answered_at = (select jsonb_object_agg(key, ${at}::text) from jsonb_object_keys(answered_at) key)
        where id = ${draft.body.id}`,
  );
  return at;
}

/** A retake submitted now: opens pre-filled with the latest answers and their dates. */
async function retakeNow(client: TestClient, changed: Record<string, string[]> = {}) {
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  if (Object.keys(changed).length > 0)
    await client.call('riskAssessment.saveAnswers', { id: draft.body.id, answers: changed });
  await client.call('riskAssessment.submit', {
    id: draft.body.id,
    idempotencyKey: generateId(),
  });
}

const isReminder = (to: string) => (mail: { to: string; subject: string }) =>
  mail.to.includes(to) && mail.subject === 'Time to update your Bulwark risk assessment';

test('answers older than 180 days get one reminder, in the app and by mail, however often the schedule runs', async () => {
  const stale = await signUpAndSignIn(server, 'stale@example.com');
  const fresh = await signUpAndSignIn(server, 'fresh@example.com');
  await submitDaysAgo(stale, 181);
  await submitDaysAgo(fresh, 179);

  await nudgeStaleAssessmentsWeekly.handler(server.services);
  await nudgeStaleAssessmentsWeekly.handler(server.services);

  await server.waitForMail(isReminder('stale@example.com'));
  expect(await countMails(server, isReminder('stale@example.com'))).toBe(1);
  expect(await countMails(server, isReminder('fresh@example.com'))).toBe(0);
  expect((await stale.call('riskAssessment.getOverview', {})).body.staleSince).toEqual(
    expect.any(String),
  );
  expect((await fresh.call('riskAssessment.getOverview', {})).body.staleSince).toBeNull();
});

test('a newer assessment replaces the stale one: no reminder about answers already updated', async () => {
  const client = await signUpAndSignIn(server, 'updated@example.com');
  await submitDaysAgo(client, 400);
  await submitDaysAgo(client, 10);
  await nudgeStaleAssessmentsWeekly.handler(server.services);
  expect(await countMails(server, isReminder('updated@example.com'))).toBe(0);
  expect((await client.call('riskAssessment.getOverview', {})).body.staleSince).toBeNull();
});

test('a retake that leaves 200-day-old answers as they were does not reset the clock', async () => {
  const client = await signUpAndSignIn(server, 'unchanged@example.com');
  const answeredAt = await submitDaysAgo(client, 200);
  // Only the context answer X1 is given again; every scored answer keeps its 200-day-old date.
  await retakeNow(client, { X1: ['android'] });

  await nudgeStaleAssessmentsWeekly.handler(server.services);
  await nudgeStaleAssessmentsWeekly.handler(server.services);

  const mail = await server.waitForMail(isReminder('unchanged@example.com'));
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`answers date from ${answeredAt.slice(0, 10)}`);
  expect(await countMails(server, isReminder('unchanged@example.com'))).toBe(1);
  expect((await client.call('riskAssessment.getOverview', {})).body.staleSince).toBe(answeredAt);
});

test('re-confirming every scored answer in a retake makes the answers fresh again', async () => {
  const client = await signUpAndSignIn(server, 'reconfirmed@example.com');
  await submitDaysAgo(client, 200);
  await retakeNow(client, answersFor('quick', 'best'));
  await nudgeStaleAssessmentsWeekly.handler(server.services);
  expect(await countMails(server, isReminder('reconfirmed@example.com'))).toBe(0);
  expect((await client.call('riskAssessment.getOverview', {})).body.staleSince).toBeNull();
});
