import { generateId } from '@bulwark/contracts/ids';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';
import type { TestClient } from '@/testing/test-client';
import { signUpAndSignIn } from '@/testing/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface SseEvent {
  event: string;
  data: string;
}

/** Opens /v1/stream and collects events until `stop` resolves. */
async function openStream(client: TestClient) {
  const controller = new AbortController();
  const response = await client.request('/v1/stream', { signal: controller.signal });
  const events: SseEvent[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true as const, value: undefined }));
      if (!chunk || chunk.done) return;
      buffer += chunk.value;
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        events.push({ event, data });
      }
    }
  })();
  return {
    response,
    events,
    async waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 7000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

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
