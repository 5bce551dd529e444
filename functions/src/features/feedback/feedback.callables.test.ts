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

const validFeedback = { category: 'idea', rating: 4, message: 'Please add a dark theme schedule.' };

test('stores feedback and lists it back to its author', async () => {
  const client = await signUpAndSignIn(server, 'ada@example.com');
  const submitted = await client.call('feedback.submit', validFeedback);
  expect(submitted.status).toBe(200);
  expect(submitted.body).toMatchObject({ category: 'idea', rating: 4, message: validFeedback.message });
  const listed = await client.call('feedback.list');
  expect(listed.body).toEqual([submitted.body]);
});

test('refuses a message shorter than 10 characters with a clear error', async () => {
  const client = await signUpAndSignIn(server, 'brief@example.com');
  const result = await client.call('feedback.submit', { ...validFeedback, message: 'too short' });
  expect(result.status).toBe(400);
  expect(result.body.error).toMatchObject({ code: 'invalid-argument', message: 'Write at least 10 characters.' });
});

test('allows five messages an hour and refuses the sixth with Retry-After', async () => {
  const client = await signUpAndSignIn(server, 'chatty@example.com');
  for (let index = 0; index < 5; index += 1) {
    expect((await client.call('feedback.submit', validFeedback)).status).toBe(200);
  }
  const response = await client.postJson('/v1/call/feedback.submit', validFeedback);
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
  const { body } = await client.call('feedback.submit', { ...validFeedback, message: 'Unique message 42 for the inbox.' });
  const mail = await server.waitForMail((m) => m.raw.includes(body.id), MAIL_TIMEOUT_MS);
  expect(mail.to).toBe('feedback@bulwark.local');
  await server.jobs.dispatchPending();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const matching = (await server.mails()).filter((m) => m.raw.includes(body.id));
  expect(matching).toHaveLength(1);
});

test('rejects anonymous callers', async () => {
  const result = await server.client().call('feedback.submit', validFeedback);
  expect(result.status).toBe(401);
  expect(result.body.error.code).toBe('unauthenticated');
});

test('ten submissions at once still store only five', async () => {
  const client = await signUpAndSignIn(server, 'burst@example.com');
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, index) => client.call('feedback.submit', { ...validFeedback, message: `Burst message number ${index}.` })),
  );
  expect(results.filter((result) => result.status === 200)).toHaveLength(5);
  expect(results.filter((result) => result.status === 429)).toHaveLength(5);
  expect((await client.call('feedback.list')).body).toHaveLength(5);
});
