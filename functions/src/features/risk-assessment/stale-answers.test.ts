import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { countMails } from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';
import { callAs } from '../email-breach-check/testing/typed-call';
import { nudgeStaleAssessmentsWeekly } from './risk-assessment.schedules';
import { answersFor } from './testing/answers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function submitDaysAgo(client: TestClient, days: number) {
  const draft = await callAs(client, 'riskAssessment.start', { mode: 'quick' });
  await callAs(client, 'riskAssessment.saveAnswers', { id: draft.body.id, answers: answersFor('quick', 'best') });
  await callAs(client, 'riskAssessment.submit', { id: draft.body.id });
  await server.services.db.execute(
    sql`update risk_assessment set completed_at = now() - make_interval(days => ${days}) where id = ${draft.body.id}`,
  );
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
  expect((await callAs(stale, 'riskAssessment.getOverview', {})).body.staleSince).toEqual(expect.any(String));
  expect((await callAs(fresh, 'riskAssessment.getOverview', {})).body.staleSince).toBeNull();
});

test('a newer assessment replaces the stale one: no reminder about answers already updated', async () => {
  const client = await signUpAndSignIn(server, 'updated@example.com');
  await submitDaysAgo(client, 400);
  await submitDaysAgo(client, 10);
  await nudgeStaleAssessmentsWeekly.handler(server.services);
  expect(await countMails(server, isReminder('updated@example.com'))).toBe(0);
  expect((await callAs(client, 'riskAssessment.getOverview', {})).body.staleSince).toBeNull();
});
