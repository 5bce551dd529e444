import { APIError, isAPIError } from 'better-auth/api';
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from '@bulwark/contracts/auth-errors';

/** The HTTP status each spec code answers with when we raise it ourselves. */
const STATUS_BY_CODE = {
  'auth/invalid-credential': 'UNAUTHORIZED',
  'auth/too-many-requests': 'TOO_MANY_REQUESTS',
  'auth/requires-recent-login': 'FORBIDDEN',
  'auth/user-disabled': 'FORBIDDEN',
  'auth/password-does-not-meet-requirements': 'BAD_REQUEST',
  'auth/invalid-verification-code': 'UNAUTHORIZED',
  'auth/internal-error': 'INTERNAL_SERVER_ERROR',
  'auth/operation-not-allowed': 'BAD_REQUEST',
} as const satisfies Partial<Record<AuthErrorCode, string>>;

export type RaisedAuthErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * An error in the spec's shape (`{ code: 'auth/…', message }`) thrown from our hooks; better-auth
 * turns it into the response, and the response mapper leaves `auth/*` bodies as they are.
 */
export function authError(
  code: RaisedAuthErrorCode,
  options: { message?: string; retryAfterSeconds?: number } = {},
): APIError {
  const headers: Record<string, string> = {};
  if (options.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(options.retryAfterSeconds)));
  }
  return new APIError(
    STATUS_BY_CODE[code],
    { code, message: options.message ?? AUTH_ERROR_MESSAGES[code] },
    headers,
  );
}

/** The `code` of a better-auth error body, whatever produced it. */
export function errorCodeOf(value: unknown): string | undefined {
  if (!isAPIError(value)) return undefined;
  const code: unknown = (value.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
