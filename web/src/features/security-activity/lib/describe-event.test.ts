import type { SecurityEvent } from '@bulwark/contracts/schemas/security-activity.schema';
import { expect, test } from 'vitest';
import { canReport, describeEvent, isWarning } from './describe-event';

const base: SecurityEvent = {
  id: 'a'.repeat(20),
  kind: 'sign-in',
  occurredAt: '2026-11-26T10:00:00Z',
  device: 'Firefox on Windows',
  ip: '203.0.113.7',
  signInMethod: 'password',
  newDevice: false,
  attempts: 1,
  firstAt: '2026-11-26T10:00:00Z',
  passkeyName: null,
  sessionsEnded: null,
};

test('names each event in plain words, with its count or name', () => {
  expect(describeEvent(base)).toBe('Signed in with your password');
  expect(describeEvent({ ...base, signInMethod: 'passkey' })).toBe('Signed in with a passkey');
  expect(describeEvent({ ...base, kind: 'sign-in-failed', attempts: 4 })).toBe(
    '4 failed sign-in attempts',
  );
  expect(describeEvent({ ...base, kind: 'sign-in-failed' })).toBe('A failed sign-in attempt');
  expect(describeEvent({ ...base, kind: 'passkey-added', passkeyName: 'Work laptop' })).toBe(
    'Passkey "Work laptop" added',
  );
  expect(describeEvent({ ...base, kind: 'sessions-ended', sessionsEnded: 1 })).toBe(
    'Signed out one other session',
  );
  expect(describeEvent({ ...base, kind: 'sessions-ended', sessionsEnded: 3 })).toBe(
    'Signed out 3 sessions',
  );
});

test('a new device and failed attempts are warnings; a report cannot itself be reported', () => {
  expect(isWarning({ ...base, newDevice: true })).toBe(true);
  expect(isWarning(base)).toBe(false);
  expect(isWarning({ ...base, kind: 'sign-in-failed' })).toBe(true);
  expect(canReport(base)).toBe(true);
  expect(canReport({ ...base, kind: 'reported-not-me' })).toBe(false);
});
