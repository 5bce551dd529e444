import { generateId } from '@bulwark/contracts/ids';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createVerifiedUser, postFrom, signedInClient } from '@/testing/auth-helpers';
import { openStream } from '@/testing/sse-stream';
import { type TestServer, startTestServer } from '@/testing/test-server';
import { until } from '@/testing/until';
import { signUpAndSignIn } from '@/testing/users';
import { MAX_STREAMS_PER_PERSON } from './stream';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

test('refuses a stream without a session', async () => {
  const response = await server.client().request('/v1/stream');
  expect(response.status).toBe(401);
});

test('sends a heartbeat at once and at least every 5 seconds', async () => {
  const client = await signUpAndSignIn(server, 'beat@example.com');
  const stream = await openStream(client);
  expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
  await stream.waitFor((event) => event.event === 'heartbeat', 1000);
  const first = Date.now();
  await stream.waitFor(
    (event) =>
      event.event === 'heartbeat' &&
      stream.events.filter((e) => e.event === 'heartbeat').length >= 2,
    6000,
  );
  expect(Date.now() - first).toBeLessThanOrEqual(5500);
  await stream.close();
});

test("pushes a change to its owner's stream and never to another user's", async () => {
  const owner = await signUpAndSignIn(server, 'owner@example.com');
  const other = await signUpAndSignIn(server, 'other@example.com');
  const ownerStream = await openStream(owner);
  const otherStream = await openStream(other);
  await ownerStream.waitFor((event) => event.event === 'heartbeat');
  await otherStream.waitFor((event) => event.event === 'heartbeat');
  const { body } = await owner.call('feedback.submit', {
    idempotencyKey: generateId(),
    category: 'bug',
    rating: 2,
    message: 'The stream should tell me.',
  });
  const change = await ownerStream.waitFor((event) => event.event === 'change');
  expect(JSON.parse(change.data)).toMatchObject({
    collection: 'feedback',
    op: 'insert',
    id: body.id,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(otherStream.events.filter((event) => event.event === 'change')).toEqual([]);
  await ownerStream.close();
  await otherStream.close();
});

test('caps one person at 10 open streams with a 429 in the one error shape; others are not affected', async () => {
  const person = await signUpAndSignIn(server, 'many-tabs@example.com');
  const neighbour = await signUpAndSignIn(server, 'one-tab@example.com');
  const streams = await Promise.all(
    Array.from({ length: MAX_STREAMS_PER_PERSON }, () => openStream(person)),
  );
  expect(streams.map((stream) => stream.response.status)).toEqual(
    Array.from({ length: MAX_STREAMS_PER_PERSON }, () => 200),
  );
  const refused = await person.request('/v1/stream');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('30');
  expect(await refused.json()).toMatchObject({
    error: { code: 'resource-exhausted', message: expect.stringMatching(/Close one/) },
  });
  const other = await openStream(neighbour);
  expect(other.response.status).toBe(200);

  // Closing a tab frees its place.
  await streams.pop()?.close();
  const reopened = await until(
    async () => {
      const attempt = await openStream(person);
      if (attempt.response.status !== 200) await attempt.close();
      return attempt;
    },
    (attempt) => attempt.response.status === 200,
  );
  expect(reopened.response.status).toBe(200);
  await Promise.all([...streams, other, reopened].map((stream) => stream.close()));
});

/** Within a second, as issue 11 asks of a session ended on any instance; the 30-s turn is far off. */
const SESSION_ENDED_WITHIN_MS = 1000;

test('a stream ends within a second of its session being signed out', async () => {
  await createVerifiedUser(server, 'stream-signout@example.com');
  const client = await signedInClient(server, 'stream-signout@example.com');
  const stream = await openStream(client);
  await stream.waitFor((event) => event.event === 'heartbeat');
  const signedOutAt = Date.now();
  expect((await postFrom(client, '/api/auth/sign-out', {})).status).toBe(200);
  const ended = await stream.waitFor((event) => event.event === 'session-ended', 5000);
  expect(ended.receivedAt - signedOutAt).toBeLessThan(SESSION_ENDED_WITHIN_MS);
  await stream.close();
});

test("revoking another device's session ends that device's stream at once, and only that one", async () => {
  await createVerifiedUser(server, 'stream-revoke@example.com');
  const laptop = await signedInClient(server, 'stream-revoke@example.com');
  const phone = await signedInClient(server, 'stream-revoke@example.com');
  const laptopStream = await openStream(laptop);
  const phoneStream = await openStream(phone);
  await laptopStream.waitFor((event) => event.event === 'heartbeat');
  await phoneStream.waitFor((event) => event.event === 'heartbeat');
  const { body: sessions } = await laptop.call('profileSettings.listSessions');
  const phoneSession = sessions.find((session) => !session.isCurrent);
  const revokedAt = Date.now();
  await laptop.call('profileSettings.revokeSession', { id: phoneSession?.id ?? '' });
  const ended = await phoneStream.waitFor((event) => event.event === 'session-ended', 5000);
  expect(ended.receivedAt - revokedAt).toBeLessThan(SESSION_ENDED_WITHIN_MS);
  // The server closes the phone's answer; the laptop's stream, another session, goes on.
  await until(() => Promise.resolve(phoneStream.ended), Boolean, 2000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(laptopStream.events.some((event) => event.event === 'session-ended')).toBe(false);
  expect(laptopStream.ended).toBe(false);
  await laptopStream.close();
  await phoneStream.close();
});
