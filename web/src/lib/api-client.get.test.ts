import { CallableError } from '@bulwark/contracts/errors';
import { HttpResponse, delay, http } from 'msw';
import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { server } from '@/testing/msw-server';
import { getJson, getText } from './api-client';
import { onSessionGone } from './session-events';

/** The plain GET routes fail exactly as callables do: one error type, the server's own words. */
const STATUS = '/v1/example/status';
const StatusSchema = z.object({ count: z.number() });

async function getError(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CallableError))
    throw new Error(`expected a CallableError, got ${String(error)}`);
  return error;
}

test('returns the answer checked by its schema, sending the session cookie and accept', async () => {
  let request: Request | undefined;
  server.use(
    http.get(STATUS, ({ request: received }) => {
      request = received;
      return HttpResponse.json({ count: 3 });
    }),
  );
  expect(await getJson(STATUS, StatusSchema)).toEqual({ count: 3 });
  expect(request?.headers.get('accept')).toBe('application/json');
  expect(request?.credentials).toBe('same-origin');
});

test('an error body keeps its code and message, so people see the specific reason', async () => {
  server.use(
    http.get(STATUS, () =>
      HttpResponse.json(
        {
          error: {
            code: 'resource-exhausted',
            message: 'Too many checks. Try again in 9 seconds.',
          },
        },
        { status: 429 },
      ),
    ),
  );
  const error = await getError(getJson(STATUS, StatusSchema));
  expect(error.code).toBe('resource-exhausted');
  expect(error.message).toBe('Too many checks. Try again in 9 seconds.');
});

test('a failure without an error body reports the status, with the code it stands for', async () => {
  server.use(http.get(STATUS, () => new HttpResponse('Service Unavailable', { status: 503 })));
  const error = await getError(getJson(STATUS, StatusSchema));
  expect(error.code).toBe('unavailable');
  expect(error.message).toBe('Server responded with status 503');
});

test('a network failure, a time-out and a broken answer each get their own error', async () => {
  server.use(http.get(STATUS, () => HttpResponse.error()));
  expect(await getError(getJson(STATUS, StatusSchema))).toMatchObject({
    code: 'unavailable',
    message: 'Connection failed.',
  });

  server.use(
    http.get(STATUS, async () => {
      await delay('infinite');
      return HttpResponse.json({ count: 1 });
    }),
  );
  expect((await getError(getJson(STATUS, StatusSchema, { timeoutMs: 20 }))).code).toBe(
    'deadline-exceeded',
  );

  server.use(http.get(STATUS, () => HttpResponse.json({ count: 'many' })));
  expect(await getError(getJson(STATUS, StatusSchema))).toMatchObject({
    code: 'internal',
    message: 'The operation could not be completed',
  });
});

test('unauthenticated on a GET tells the session owner that the session is gone', async () => {
  const listener = vi.fn();
  const unsubscribe = onSessionGone(listener);
  server.use(
    http.get(STATUS, () =>
      HttpResponse.json(
        { error: { code: 'unauthenticated', message: 'Sign in to continue.' } },
        { status: 401 },
      ),
    ),
  );
  const error = await getError(getJson(STATUS, StatusSchema));
  unsubscribe();
  expect(error.code).toBe('unauthenticated');
  expect(listener).toHaveBeenCalledOnce();
});

test('getText sends its headers and maps failures the same way', async () => {
  let request: Request | undefined;
  server.use(
    http.get('/range/ABCDE', ({ request: received }) => {
      request = received;
      return new HttpResponse('0123:4\r\n');
    }),
  );
  expect(
    await getText('/range/ABCDE', { headers: { 'Add-Padding': 'true' }, credentials: 'omit' }),
  ).toBe('0123:4\r\n');
  expect(request?.headers.get('add-padding')).toBe('true');

  server.use(
    http.get('/range/ABCDE', () =>
      HttpResponse.json(
        { error: { code: 'unavailable', message: 'The breach lookup is not set up here.' } },
        { status: 503 },
      ),
    ),
  );
  expect(await getError(getText('/range/ABCDE'))).toMatchObject({
    code: 'unavailable',
    message: 'The breach lookup is not set up here.',
  });
});
