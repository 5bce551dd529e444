import type { CallableInput } from '@bulwark/contracts/contracts';
import { generateId } from '@bulwark/contracts/ids';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAIL_TIMEOUT_MS } from '@/testing/auth-helpers';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const message = 'Please add a dark theme schedule.';

/** One new message: its own idempotency key, as the form makes one per message. */
function newFeedback(
  changes: Partial<CallableInput<'feedback.submit'>> = {},
): CallableInput<'feedback.submit'> {
  return { category: 'idea', rating: 4, message, idempotencyKey: generateId(), ...changes };
}

test('stores feedback and lists it back to its author', async () => {
  const client = await signUpAndSignIn(server, 'ada@example.com');
  const submitted = await client.call('feedback.submit', newFeedback());
  expect(submitted.status).toBe(200);
  expect(submitted.body).toMatchObject({ category: 'idea', rating: 4, message });
  const listed = await client.call('feedback.list');
  expect(listed.body).toEqual([submitted.body]);
});

test('refuses a message shorter than 10 characters with a clear error', async () => {
  const client = await signUpAndSignIn(server, 'brief@example.com');
  const result = await client.call('feedback.submit', newFeedback({ message: 'too short' }));
  expect(result.status).toBe(400);
  expect(result.error).toMatchObject({
    code: 'invalid-argument',
    message: 'Write at least 10 characters.',
  });
});

test('allows five messages an hour and refuses the sixth with Retry-After', async () => {
  const client = await signUpAndSignIn(server, 'chatty@example.com');
  for (let index = 0; index < 5; index += 1) {
    expect((await client.call('feedback.submit', newFeedback())).status).toBe(200);
  }
  const response = await client.postJson('/v1/call/feedback.submit', newFeedback());
  expect(response.status).toBe(429);
  // The first of the five left less than an hour ago: the quota frees up when it leaves the window.
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe('resource-exhausted');
});

test('emails the team inbox once per feedback and marks it handled', async () => {
  const client = await signUpAndSignIn(server, 'notify@example.com');
  const { body } = await client.call(
    'feedback.submit',
    newFeedback({ message: 'Unique message 42 for the inbox.' }),
  );
  const mail = await server.waitForMail((m) => m.raw.includes(body.id), MAIL_TIMEOUT_MS);
  expect(mail.to).toBe('feedback@bulwark.local');
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const matching = (await server.mails()).filter((m) => m.raw.includes(body.id));
  expect(matching).toHaveLength(1);
});

test('rejects anonymous callers', async () => {
  const result = await server.client().call('feedback.submit', newFeedback());
  expect(result.status).toBe(401);
  expect(result.error?.code).toBe('unauthenticated');
});

test('ten submissions at once still store only five', async () => {
  const client = await signUpAndSignIn(server, 'burst@example.com');
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      client.call('feedback.submit', newFeedback({ message: `Burst message number ${index}.` })),
    ),
  );
  expect(results.filter((result) => result.status === 200)).toHaveLength(5);
  expect(results.filter((result) => result.status === 429)).toHaveLength(5);
  expect((await client.call('feedback.list')).body).toHaveLength(5);
});

test('a repeated submit with the same key stores and mails one message and answers like the first', async () => {
  const client = await signUpAndSignIn(server, 'double-click@example.com');
  const input = newFeedback({ message: 'Sent twice by a double click.' });
  const first = await client.call('feedback.submit', input);
  const again = await client.call('feedback.submit', input);
  expect(first.status).toBe(200);
  expect(again.status).toBe(200);
  expect(again.body).toEqual(first.body);
  expect((await client.call('feedback.list')).body).toEqual([first.body]);
  await server.waitForMail((m) => m.raw.includes(first.body.id), MAIL_TIMEOUT_MS);
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(
    (await server.mails()).filter((m) => m.raw.includes('Sent twice by a double click.')),
  ).toHaveLength(1);
});

test('identical submits at the same moment store one message and all get it back', async () => {
  const client = await signUpAndSignIn(server, 'same-moment@example.com');
  const input = newFeedback({ message: 'Three requests, one message.' });
  const results = await Promise.all([1, 2, 3].map(() => client.call('feedback.submit', input)));
  expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
  expect(new Set(results.map((result) => String(result.body.id))).size).toBe(1);
  expect((await client.call('feedback.list')).body).toHaveLength(1);
});

test('a repeat of the fifth message of the hour gets its answer, not the hourly limit', async () => {
  const client = await signUpAndSignIn(server, 'fifth-retry@example.com');
  const inputs = Array.from({ length: 5 }, (_, index) =>
    newFeedback({ message: `Message number ${index}.` }),
  );
  for (const input of inputs)
    expect((await client.call('feedback.submit', input)).status).toBe(200);
  const retry = await client.call('feedback.submit', inputs[4] ?? newFeedback());
  expect(retry.status).toBe(200);
  expect(retry.body.message).toBe('Message number 4.');
});

test('a key reused for a different message is refused with a clear error and stores nothing', async () => {
  const client = await signUpAndSignIn(server, 'key-reuse@example.com');
  const input = newFeedback();
  await client.call('feedback.submit', input);
  const reused = await client.call('feedback.submit', {
    ...input,
    message: 'Something else entirely.',
  });
  expect(reused.status).toBe(400);
  expect(reused.error).toMatchObject({
    code: 'invalid-argument',
    message: expect.stringContaining('already used'),
  });
  expect((await client.call('feedback.list')).body).toHaveLength(1);
});

test('the same key from two people stores a message for each', async () => {
  const ada = await signUpAndSignIn(server, 'key-ada@example.com');
  const bob = await signUpAndSignIn(server, 'key-bob@example.com');
  const input = newFeedback();
  expect((await ada.call('feedback.submit', input)).status).toBe(200);
  expect((await bob.call('feedback.submit', input)).status).toBe(200);
  expect((await bob.call('feedback.list')).body).toHaveLength(1);
});

test('a submit without a key is refused: every message names its key', async () => {
  const client = await signUpAndSignIn(server, 'no-key@example.com');
  const { idempotencyKey: _key, ...withoutKey } = newFeedback();
  // Sends what the contract forbids: the server's check is what is tested.
  const result = await client.callUnchecked('feedback.submit', withoutKey);
  expect(result.status).toBe(400);
  expect(result.error?.details).toMatchObject({ field: 'idempotencyKey' });
});
