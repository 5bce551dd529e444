import { expect, test } from 'vitest';
import { msUntilSessionCheck } from './session-timing';

const NOW = Date.parse('2026-01-01T12:00:00Z');

test('checks the session 5 minutes and 30 seconds before it expires', () => {
  expect(msUntilSessionCheck('2026-01-01T13:00:00Z', NOW)).toBe(60 * 60_000 - 5.5 * 60_000);
});

test('checks at once when the session is inside the refresh window or unreadable', () => {
  expect(msUntilSessionCheck('2026-01-01T12:04:00Z', NOW)).toBe(0);
  expect(msUntilSessionCheck('not a date', NOW)).toBe(0);
});

test('never schedules past the largest timer delay', () => {
  expect(msUntilSessionCheck('2027-01-01T00:00:00Z', NOW)).toBe(2 ** 31 - 1);
});
