/**
 * The identity error codes of the spec's catalogue (§8), with the message a person sees.
 * /api/auth/* answers `{ code: 'auth/…', message }` (the shape better-auth's client reads); the UI
 * shows the message, never the code.
 */
export const AUTH_ERROR_MESSAGES = {
  'auth/invalid-email': 'That email address does not look right. Check it and try again.',
  'auth/wrong-password': 'The email or password is not correct.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-credential': 'The email or password is not correct.',
  'auth/email-already-in-use':
    'If this address can be registered, we have sent it an email with the next step.',
  'auth/user-not-found': 'The email or password is not correct.',
  'auth/too-many-requests': 'Too many attempts. Wait a little and try again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid. It may have been used already.',
  'auth/requires-recent-login': 'For your security, confirm your password to continue.',
  'auth/user-token-expired': 'Your session has ended. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/operation-not-allowed': 'This action is not allowed.',
  'auth/password-does-not-meet-requirements': 'This password does not meet the requirements.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection.',
  'auth/multi-factor-auth-required': 'Enter the code from your authenticator app.',
  'auth/unverified-email': 'Verify your email address first: we have sent you a link.',
  'auth/invalid-verification-code': 'That code is not correct, or it has been used already.',
  'auth/internal-error': 'Something went wrong on our side. Try again.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && value in AUTH_ERROR_MESSAGES;
}
