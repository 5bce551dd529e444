import { expect, test } from 'vitest';
import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from './auth-errors';

/** The spec's identity catalogue (§8), word for word. */
const SPEC_CATALOGUE = [
  'invalid-email',
  'wrong-password',
  'missing-password',
  'invalid-credential',
  'email-already-in-use',
  'user-not-found',
  'too-many-requests',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'user-token-expired',
  'user-disabled',
  'operation-not-allowed',
  'password-does-not-meet-requirements',
  'network-request-failed',
  'multi-factor-auth-required',
].map((code) => `auth/${code}`);

/** Firebase Auth's own codes for what the catalogue has no code for (decision 003). */
const BEYOND_THE_CATALOGUE = [
  'auth/unverified-email',
  'auth/invalid-verification-code',
  'auth/internal-error',
];

test('the codes are the spec’s catalogue plus the three recorded in decision 003, nothing else', () => {
  expect(Object.keys(AUTH_ERROR_MESSAGES).sort()).toEqual(
    [...SPEC_CATALOGUE, ...BEYOND_THE_CATALOGUE].sort(),
  );
});

test('every code has a human message that never shows the code itself', () => {
  for (const [code, message] of Object.entries(AUTH_ERROR_MESSAGES)) {
    expect(message.length).toBeGreaterThan(10);
    expect(message).not.toContain('auth/');
    expect(message).not.toContain(code);
    expect(message).toMatch(/[.!]$/);
  }
});

test('wrong-password, unknown user and invalid credential read the same, so they reveal nothing', () => {
  expect(AUTH_ERROR_MESSAGES['auth/wrong-password']).toBe(
    AUTH_ERROR_MESSAGES['auth/user-not-found'],
  );
  expect(AUTH_ERROR_MESSAGES['auth/wrong-password']).toBe(
    AUTH_ERROR_MESSAGES['auth/invalid-credential'],
  );
});

test('isAuthErrorCode accepts only known codes', () => {
  expect(isAuthErrorCode('auth/user-disabled')).toBe(true);
  expect(isAuthErrorCode('auth/made-up')).toBe(false);
  expect(isAuthErrorCode('user-disabled')).toBe(false);
  expect(isAuthErrorCode(42)).toBe(false);
});
