import { expect, test } from 'vitest';
import { createRateLimiter } from './rate-limiter';

test('allows the limit per window, then says how long to wait, per key', () => {
  const limiter = createRateLimiter(2, 60_000);
  expect(limiter.hit('a', 0)).toBe(0);
  expect(limiter.hit('a', 1000)).toBe(0);
  expect(limiter.hit('a', 2000)).toBe(58);
  expect(limiter.hit('b', 2000)).toBe(0);
  expect(limiter.hit('a', 60_000)).toBe(0);
});

test('retryAfter tells whether a key is over its limit without counting a request', () => {
  const limiter = createRateLimiter(1, 60_000);
  expect(limiter.retryAfter('a', 0)).toBe(0);
  expect(limiter.hit('a', 0)).toBe(0);
  expect(limiter.retryAfter('a', 1000)).toBe(0);
  expect(limiter.retryAfter('a', 1000)).toBe(0);
  expect(limiter.hit('a', 2000)).toBe(58);
  expect(limiter.retryAfter('a', 30_000)).toBe(30);
  expect(limiter.retryAfter('a', 60_000)).toBe(0);
});
