import { CallableError } from '@bulwark/contracts/errors';
import { HttpResponse, delay, http } from 'msw';
import { expect, test, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { callFunction } from './api-client';
import { onSessionGone } from './session-events';

const FEEDBACK_LIST = '/v1/call/feedback.list';

async function callError(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CallableError))
    throw new Error(`expected a CallableError, got ${String(error)}`);
  return error;
}

test('posts the input as JSON and returns the checked output', async () => {
  let received: unknown;
  server.use(
    http.post(FEEDBACK_LIST, async ({ request }) => {
      received = await request.json();
      return HttpResponse.json([
        {
          id: 'f1',
          category: 'idea',
          rating: 5,
          message: 'Dark mode is lovely.',
          createdAt: '2026-01-01T00:00:00Z',
        },
      ]);
    }),
  );
  const list = await callFunction('feedback.list', {});
  expect(received).toEqual({});
  expect(list[0]?.message).toBe('Dark mode is lovely.');
});

test('a call that outlives its time-out fails with deadline-exceeded', async () => {
  server.use(
    http.post(FEEDBACK_LIST, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  );
  const error = await callError(callFunction('feedback.list', {}, { timeoutMs: 20 }));
  expect(error.code).toBe('deadline-exceeded');
});

test('a network failure (status 0) fails with unavailable: "Connection failed."', async () => {
  server.use(http.post(FEEDBACK_LIST, () => HttpResponse.error()));
  const error = await callError(callFunction('feedback.list', {}));
  expect(error.code).toBe('unavailable');
  expect(error.message).toBe('Connection failed.');
});

test('an HTTP failure without an error body reports the status', async () => {
  server.use(http.post(FEEDBACK_LIST, () => new HttpResponse('Bad gateway', { status: 502 })));
  const error = await callError(callFunction('feedback.list', {}));
  expect(error.code).toBe('internal');
  expect(error.message).toBe('Server responded with status 502');
});

test('a 500 with an empty body reports the status', async () => {
  server.use(http.post(FEEDBACK_LIST, () => new HttpResponse(null, { status: 500 })));
  const error = await callError(callFunction('feedback.list', {}));
  expect(error.message).toBe('Server responded with status 500');
});

test('an error body becomes a CallableError with its code and message', async () => {
  server.use(
    http.post('/v1/call/feedback.submit', () =>
      HttpResponse.json(
        { error: { code: 'resource-exhausted', message: 'Too many messages.', requestId: 'r1' } },
        { status: 429 },
      ),
    ),
  );
  const error = await callError(
    callFunction('feedback.submit', {
      category: 'bug',
      rating: 2,
      message: 'It broke twice.',
      idempotencyKey: 'A'.repeat(20),
    }),
  );
  expect(error.code).toBe('resource-exhausted');
  expect(error.message).toBe('Too many messages.');
});

test('unauthenticated tells the session owner that the session is gone', async () => {
  const listener = vi.fn();
  const unsubscribe = onSessionGone(listener);
  server.use(
    http.post(FEEDBACK_LIST, () =>
      HttpResponse.json(
        { error: { code: 'unauthenticated', message: 'Sign in again.' } },
        { status: 401 },
      ),
    ),
  );
  const error = await callError(callFunction('feedback.list', {}));
  unsubscribe();
  expect(error.code).toBe('unauthenticated');
  expect(listener).toHaveBeenCalledOnce();
});

test('an answer that breaks the contract is refused', async () => {
  server.use(http.post(FEEDBACK_LIST, () => HttpResponse.json({ unexpected: true })));
  const error = await callError(callFunction('feedback.list', {}));
  expect(error.code).toBe('internal');
  expect(error.message).toBe('The operation could not be completed');
});

test('known offline, a call fails at once with the spec’s offline text and sends nothing', async () => {
  let sent = 0;
  server.use(
    http.post(FEEDBACK_LIST, () => {
      sent += 1;
      return HttpResponse.json([]);
    }),
  );
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const error = await callError(callFunction('feedback.list', {}));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Failed to get document because the client is offline.');
    expect(sent).toBe(0);
  } finally {
    onLine.mockRestore();
  }
});
