import { expect, test } from 'vitest';
import {
  type AttemptDecision,
  MAX_ATTEMPTS_PER_HOUR,
  decideAttempt,
  lockSeconds,
} from './sign-in-throttle';
import type { SignInFailureRow } from './sign-in-failure.repository';

const start = new Date('2026-01-01T00:00:00Z');
const freshRow = (): SignInFailureRow => ({
  accountKey: 'k',
  windowStart: start,
  failures: 0,
  consecutiveFailures: 0,
  lockedUntil: null,
});

test('locks for 30 s after the 10th consecutive failure, doubling up to 15 minutes', () => {
  expect([10, 11, 12, 13, 14, 15, 16, 40].map(lockSeconds)).toEqual([
    30, 60, 120, 240, 480, 900, 900, 900,
  ]);
});

test('an attacker guessing as fast as allowed gets far fewer than 100 attempts evaluated in an hour', () => {
  let row = freshRow();
  let evaluated = 0;
  for (let second = 0; second < 3600; second += 1) {
    const { next, result } = decideAttempt(row, new Date(start.getTime() + second * 1000));
    if (result.allowed) evaluated += 1;
    if (next) row = next;
  }
  expect(evaluated).toBeLessThan(MAX_ATTEMPTS_PER_HOUR);
  expect(evaluated).toBeGreaterThanOrEqual(10);
});

test('refuses the 101st attempt in an hour even without a consecutive run, until the hour is over', () => {
  const row = { ...freshRow(), failures: MAX_ATTEMPTS_PER_HOUR };
  const refused = decideAttempt(row, new Date(start.getTime() + 10 * 60_000)).result as Extract<
    AttemptDecision,
    { allowed: false }
  >;
  expect(refused).toMatchObject({
    allowed: false,
    reason: 'hourly-limit',
    retryAfterSeconds: 50 * 60,
  });
  expect(decideAttempt(row, new Date(start.getTime() + 61 * 60_000)).result.allowed).toBe(true);
});
