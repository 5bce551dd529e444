import {
  AUTH_ERROR_MESSAGES,
  isAuthErrorCode,
  type AuthErrorCode,
} from '@bulwark/contracts/auth-errors';

const FALLBACK_MESSAGE = 'The operation could not be completed. Try again.';

/**
 * Codes whose server message says more than the catalogue, in words meant for people: which
 * password rule failed, that the two-step sign-in window (not the session) ran out, or why a
 * passkey did not sign in (the catalogue speaks of an email and password).
 */
const SPECIFIC_MESSAGE_CODES: ReadonlySet<AuthErrorCode> = new Set([
  'auth/password-does-not-meet-requirements',
  'auth/user-token-expired',
  'auth/invalid-credential',
  'auth/expired-action-code',
]);

interface AuthErrorDetails {
  retryAfterSeconds?: number | null;
  serverMessage?: string | null;
}

/** An identity error whose message is the human text for its `auth/*` code. */
export class AuthError extends Error {
  readonly code: AuthErrorCode | null;
  readonly status: number;

  constructor(code: AuthErrorCode | null, status: number, details: AuthErrorDetails = {}) {
    super(describeAuthError(code, details));
    this.name = 'AuthError';
    this.code = code;
    this.status = status;
  }
}

export function isAuthError(error: unknown, code?: AuthErrorCode): error is AuthError {
  return error instanceof AuthError && (code === undefined || error.code === code);
}

function describeAuthError(code: AuthErrorCode | null, details: AuthErrorDetails): string {
  if (code === null) return FALLBACK_MESSAGE;
  const { retryAfterSeconds = null, serverMessage } = details;
  if (serverMessage && SPECIFIC_MESSAGE_CODES.has(code)) return serverMessage;
  const message: string = AUTH_ERROR_MESSAGES[code];
  if (code !== 'auth/too-many-requests' || retryAfterSeconds === null) return message;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${message} You can try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`;
}

/**
 * The server maps better-auth's own codes to the spec's `auth/*` codes. These cover a native
 * code that slips through unmapped, so a person still reads a useful sentence.
 */
const NATIVE_CODES: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth/invalid-credential',
  INVALID_PASSWORD: 'auth/wrong-password',
  INVALID_EMAIL: 'auth/invalid-email',
  EMAIL_NOT_VERIFIED: 'auth/unverified-email',
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  PASSWORD_TOO_SHORT: 'auth/password-does-not-meet-requirements',
  PASSWORD_TOO_LONG: 'auth/password-does-not-meet-requirements',
  INVALID_TOKEN: 'auth/invalid-action-code',
  INVALID_CODE: 'auth/invalid-verification-code',
  INVALID_BACKUP_CODE: 'auth/invalid-verification-code',
  SESSION_EXPIRED: 'auth/requires-recent-login',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
};

function codeFromBody(body: Record<string, unknown>): unknown {
  const nested = body['error'];
  if (typeof nested === 'object' && nested !== null && 'code' in nested) return nested.code;
  return body['code'];
}

/** Reads `{ code }` or `{ error: { code } }` from an error body, falling back on the status. */
export function toAuthError(
  body: Record<string, unknown>,
  status: number,
  retryAfterSeconds: number | null,
): AuthError {
  const code = codeFromBody(body);
  const serverMessage = typeof body['message'] === 'string' ? body['message'] : null;
  if (isAuthErrorCode(code))
    return new AuthError(code, status, { retryAfterSeconds, serverMessage });
  const native = typeof code === 'string' ? NATIVE_CODES[code] : undefined;
  if (native) return new AuthError(native, status);
  if (status === 429) return new AuthError('auth/too-many-requests', status, { retryAfterSeconds });
  return new AuthError(null, status);
}
