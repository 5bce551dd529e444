import { generateId } from '@bulwark/contracts/ids';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signIn } from '@/testing/auth-helpers';
import type { TestClient } from '@/testing/test-client';
import { until } from '@/testing/until';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { TEST_PASSWORD, signUpAndSignIn } from '@/testing/users';
import { answersFor, extremeAnswer, question } from './testing/answers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('a half-finished check resumes on another device at the same page, then submits', async () => {
  const laptop = await signUpAndSignIn(server, 'resumer@example.com');
  const draft = await laptop.call('riskAssessment.start', { mode: 'quick' });
  expect(draft.body).toMatchObject({ status: 'in-progress', mode: 'quick', answers: {} });
  const a1 = extremeAnswer(question('A1'), 'best') ?? [];
  const saved = await laptop.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { A1: a1 },
    step: 2,
  });
  expect(saved.body.answers).toEqual({ A1: a1 });
  expect(saved.body.answeredAt['A1']).toEqual(expect.any(String));

  const { client: phone } = await signIn(server, 'resumer@example.com', TEST_PASSWORD);
  const overview = await phone.call('riskAssessment.getOverview', {});
  expect(overview.body.draft).toMatchObject({ id: draft.body.id, step: 2, answers: { A1: a1 } });
  expect(overview.body.latest).toBeNull();
  // Starting again on the phone continues the same draft instead of opening a second one.
  expect((await phone.call('riskAssessment.start', { mode: 'quick' })).body.id).toBe(draft.body.id);

  const submitted = await phone.call('riskAssessment.submit', {
    id: draft.body.id,
    idempotencyKey: generateId(),
  });
  expect(submitted.body.draft).toBeNull();
  expect(submitted.body.latest).toMatchObject({
    id: draft.body.id,
    status: 'completed',
    completedAt: expect.any(String),
  });
  const late = await laptop.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { A2: ['not-sure'] },
  });
  expect(late.status).toBe(404);
});

test('retaking opens a draft pre-filled with the latest answers; switching to full keeps them', async () => {
  const client = await signUpAndSignIn(server, 'retaker@example.com');
  const answers = answersFor('quick', 'worst');
  const first = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', { id: first.body.id, answers });
  await client.call('riskAssessment.submit', {
    id: first.body.id,
    idempotencyKey: generateId(),
  });

  const retake = await client.call('riskAssessment.start', { mode: 'quick' });
  expect(retake.body.id).not.toBe(first.body.id);
  expect(retake.body.answers).toEqual(answers);
  const full = await client.call('riskAssessment.saveAnswers', {
    id: retake.body.id,
    answers: { A1: null },
    mode: 'full',
  });
  expect(full.body.mode).toBe('full');
  expect(full.body.answers['A1']).toBeUndefined();
  expect(Object.keys(full.body.answers)).toHaveLength(Object.keys(answers).length - 1);
  expect((await client.call('riskAssessment.discardDraft', { id: retake.body.id })).body).toEqual({
    discarded: true,
  });
  expect((await client.call('riskAssessment.getOverview', {})).body).toMatchObject({
    draft: null,
    latest: { id: first.body.id },
  });
});

test('refuses unknown questions and options and mixed exclusive choices, keeping what was saved', async () => {
  const client = await signUpAndSignIn(server, 'typo@example.com');
  const draft = await client.call('riskAssessment.start', { mode: 'full' });
  const a1 = extremeAnswer(question('A1'), 'best') ?? [];
  await client.call('riskAssessment.saveAnswers', { id: draft.body.id, answers: { A1: a1 } });
  const unknownOption = await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { A2: ['carrier-pigeon'] },
  });
  expect(unknownOption.status).toBe(400);
  expect(JSON.stringify(unknownOption.body)).toContain('A2');
  const unknownQuestion = await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { Z9: ['yes'] },
  });
  expect(unknownQuestion.status).toBe(400);
  const c1 = question('C1');
  const exclusive = c1.options.find((option) => option.exclusive);
  const other = c1.options.find((option) => !option.exclusive);
  const mixed = await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: { C1: [exclusive?.id ?? '', other?.id ?? ''] },
  });
  expect(mixed.status).toBe(400);
  const overview = await client.call('riskAssessment.getOverview', {});
  expect(overview.body.draft?.answers).toEqual({ A1: a1 });
  const empty = await signUpAndSignIn(server, 'blank@example.com');
  const blank = await empty.call('riskAssessment.start', { mode: 'quick' });
  expect(
    (await empty.call('riskAssessment.submit', { id: blank.body.id, idempotencyKey: generateId() }))
      .status,
  ).toBe(412);
});

test('accepting a risk or calling it not applicable needs a reason; Bulwark’s own checks are never self-marked', async () => {
  const client = await signUpAndSignIn(server, 'decider@example.com');
  const noReason = await client.call('riskAssessment.setActionState', {
    actionId: 'public-wifi',
    status: 'accepted',
    reason: null,
  });
  expect(noReason.status).toBe(400);
  expect(JSON.stringify(noReason.body)).toContain('Say why');
  const verified = await client.call('riskAssessment.setActionState', {
    actionId: 'app-2fa',
    status: 'done',
    reason: null,
  });
  expect(verified.status).toBe(412);
  const accepted = await client.call('riskAssessment.setActionState', {
    actionId: 'public-wifi',
    status: 'accepted',
    reason: 'I never use public Wi-Fi.',
  });
  expect(accepted.body.actionStates['public-wifi']).toMatchObject({
    status: 'accepted',
    reason: 'I never use public Wi-Fi.',
  });
  const reopened = await client.call('riskAssessment.setActionState', {
    actionId: 'public-wifi',
    status: 'open',
    reason: 'ignored',
  });
  expect(reopened.body.actionStates['public-wifi']).toMatchObject({ status: 'open', reason: null });
});

test('the overview carries the live signals: verified address, breaches, recorded checks, two-step sign-in', async () => {
  const client = await signUpAndSignIn(server, 'signals@example.com');
  await client.call('savedBreaches.add', { breachName: 'Adobe' });
  await client.call('passwordChecks.record', {
    label: 'Bank',
    score: 3,
    pwned: false,
    reused: true,
    inUse: true,
  });
  const { body } = await client.call('riskAssessment.getOverview', {});
  expect(body.observed.verifiedMonitoredAddresses).toBe(1);
  // No breach data on this test server: the monitoring cannot vouch for the address yet.
  expect(body.observed.monitoringGap).toBe('no-breach-data');
  expect(body.observed.breaches).toEqual([
    expect.objectContaining({ name: 'Adobe', resolved: false }),
  ]);
  expect(body.observed.passwordChecks).toEqual([
    {
      label: 'Bank',
      score: 3,
      pwned: false,
      reused: true,
      inUse: true,
      checkedAt: expect.any(String),
    },
  ]);
  expect(body.observed.twoFactor).toBe('none');
});

/** A draft holding the quick check's answers, ready to submit. */
async function answeredDraft(client: TestClient): Promise<string> {
  const draft = await client.call('riskAssessment.start', { mode: 'quick' });
  await client.call('riskAssessment.saveAnswers', {
    id: draft.body.id,
    answers: answersFor('quick', 'worst'),
  });
  return draft.body.id;
}

test('a repeated submit with the same key answers like the first and scores once', async () => {
  const client = await signUpAndSignIn(server, 'double-submit@example.com');
  const input = { id: await answeredDraft(client), idempotencyKey: generateId() };
  const first = await client.call('riskAssessment.submit', input);
  const again = await client.call('riskAssessment.submit', input);
  expect(first.status).toBe(200);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ draft: null, latest: first.body.latest });
  const snapshots = await until(
    async () => (await client.call('riskAssessment.getHistory', {})).body,
    (list) => list.length > 0,
    15_000,
  );
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(snapshots).toHaveLength(1);
  expect((await client.call('riskAssessment.getHistory', {})).body).toHaveLength(1);
});

test('identical submits at the same moment all succeed and complete the assessment once', async () => {
  const client = await signUpAndSignIn(server, 'same-moment-submit@example.com');
  const input = { id: await answeredDraft(client), idempotencyKey: generateId() };
  const results = await Promise.all(
    [1, 2, 3].map(() => client.call('riskAssessment.submit', input)),
  );
  expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
  expect(new Set(results.map((result) => String(result.body.latest?.completedAt))).size).toBe(1);
  const completed = results[0]?.body.latest?.completedAt;
  expect((await client.call('riskAssessment.getOverview', {})).body.latest?.completedAt).toBe(
    completed,
  );
});

test('a submit with another key after the assessment was submitted still says it is not open', async () => {
  const client = await signUpAndSignIn(server, 'other-tab@example.com');
  const id = await answeredDraft(client);
  expect(
    (await client.call('riskAssessment.submit', { id, idempotencyKey: generateId() })).status,
  ).toBe(200);
  const otherTab = await client.call('riskAssessment.submit', { id, idempotencyKey: generateId() });
  expect(otherTab.status).toBe(404);
  expect(otherTab.error?.message).toBe(
    'That assessment is not open any more. Start again from the results page.',
  );
});

test('a key already used for another assessment is refused with a clear error', async () => {
  const client = await signUpAndSignIn(server, 'reused-submit-key@example.com');
  const idempotencyKey = generateId();
  await client.call('riskAssessment.submit', { id: await answeredDraft(client), idempotencyKey });
  const retake = await answeredDraft(client);
  const reused = await client.call('riskAssessment.submit', { id: retake, idempotencyKey });
  expect(reused.status).toBe(400);
  expect(reused.error).toMatchObject({
    code: 'invalid-argument',
    details: { field: 'idempotencyKey' },
  });
  expect((await client.call('riskAssessment.getOverview', {})).body.draft?.id).toBe(retake);
});

test('the overview shows the open retake beside the newest of several submitted assessments', async () => {
  const client = await signUpAndSignIn(server, 'several-submitted@example.com');
  const submit = async () =>
    (
      await client.call('riskAssessment.submit', {
        id: await answeredDraft(client),
        idempotencyKey: generateId(),
      })
    ).body.latest?.id;
  const first = await submit();
  const second = await submit();
  const retake = (await client.call('riskAssessment.start', { mode: 'quick' })).body.id;
  const { body } = await client.call('riskAssessment.getOverview', {});
  expect(new Set([first, second, retake]).size).toBe(3);
  expect(body.draft?.id).toBe(retake);
  expect(body.latest?.id).toBe(second);
});
