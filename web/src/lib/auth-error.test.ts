import { expect, test } from 'vitest';
import { toAuthError } from './auth-error';
import { getErrorMessage } from './get-error-message';

test('shows the catalogue text for an auth/* code, never the code itself', () => {
  const error = toAuthError(
    { code: 'auth/wrong-password', message: 'Invalid password' },
    401,
    null,
  );
  expect(error.code).toBe('auth/wrong-password');
  expect(getErrorMessage(error)).toBe('The email or password is not correct.');
});

test('keeps the server’s words for a credential it refused, so a passkey is not called a password', () => {
  const message = 'Your passkey could not be verified. Try again.';
  const error = toAuthError({ code: 'auth/invalid-credential', message }, 401, null);
  expect(getErrorMessage(error)).toBe(message);
});

test('keeps the server’s specific reason when a password rule failed', () => {
  const error = toAuthError(
    {
      code: 'auth/password-does-not-meet-requirements',
      message: 'This password is one of the most common.',
    },
    400,
    null,
  );
  expect(error.message).toBe('This password is one of the most common.');
});

test('says when to try again after too many attempts', () => {
  expect(toAuthError({ code: 'auth/too-many-requests' }, 429, 120).message).toBe(
    'Too many attempts. Wait a little and try again. You can try again in 2 minutes.',
  );
  expect(toAuthError({}, 429, 30).message).toContain('in a minute');
});

test('maps a native better-auth code that slipped through unmapped', () => {
  expect(toAuthError({ code: 'INVALID_EMAIL_OR_PASSWORD' }, 401, null).code).toBe(
    'auth/invalid-credential',
  );
});

test('reads the nested error shape too', () => {
  expect(toAuthError({ error: { code: 'auth/user-disabled' } }, 403, null).code).toBe(
    'auth/user-disabled',
  );
});

test('an unknown failure gets a plain fallback sentence', () => {
  expect(toAuthError({ code: 'SOMETHING_ELSE' }, 400, null).message).toBe(
    'The operation could not be completed. Try again.',
  );
});
