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
