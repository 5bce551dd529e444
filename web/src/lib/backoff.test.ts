import { expect, test } from 'vitest';
import { SESSION_CHECK_BACKOFF, STREAM_RECONNECT_BACKOFF, backoffDelay } from './backoff';

test('stream reconnects after 1 s, growing ×1.5 per failure and capped at 60 s', () => {
  const delays = Array.from({ length: 14 }, (_, attempt) =>
    backoffDelay(attempt, STREAM_RECONNECT_BACKOFF),
  );
  expect(delays.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
  expect(delays[9]).toBeCloseTo(38_443.359375);
  expect(delays[10]).toBe(57_665.0390625);
  expect(delays.slice(11)).toEqual([60_000, 60_000, 60_000]);
});

test('session checks retry after 30 s, doubling up to 16 minutes', () => {
  const delays = Array.from({ length: 7 }, (_, attempt) =>
    backoffDelay(attempt, SESSION_CHECK_BACKOFF),
  );
  expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000]);
});
