import {
  AUTH_ERROR_MESSAGES,
  type AuthErrorCode,
  isAuthErrorCode,
} from '@bulwark/contracts/auth-errors';

/**
 * The one place better-auth's error responses become the spec's `auth/*` codes (§8). Bodies keep
 * the `{ code, message }` shape better-auth's client reads, so `authClient` calls still work.
 */
interface SpecMapping {
  code: AuthErrorCode;
  status?: number;
  message?: string;
}

const SPEC_BY_NATIVE_CODE: Record<string, SpecMapping> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'auth/invalid-credential' },
  USER_EMAIL_NOT_FOUND: { code: 'auth/invalid-credential', status: 401 },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'auth/invalid-credential', status: 401 },
  INVALID_PASSWORD: { code: 'auth/wrong-password' },
  INVALID_EMAIL: { code: 'auth/invalid-email' },
  USER_ALREADY_EXISTS: { code: 'auth/email-already-in-use' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'auth/email-already-in-use' },
  PASSWORD_TOO_SHORT: { code: 'auth/password-does-not-meet-requirements' },
  PASSWORD_TOO_LONG: { code: 'auth/password-does-not-meet-requirements' },
  EMAIL_NOT_VERIFIED: { code: 'auth/unverified-email' },
  INVALID_TOKEN: { code: 'auth/invalid-action-code' },
  USER_NOT_FOUND: { code: 'auth/invalid-action-code', status: 400 },
  TOKEN_EXPIRED: { code: 'auth/expired-action-code' },
  SESSION_EXPIRED: { code: 'auth/requires-recent-login', status: 403 },
  SESSION_NOT_FRESH: { code: 'auth/requires-recent-login', status: 403 },
  UNAUTHORIZED: { code: 'auth/user-token-expired', status: 401 },
  FAILED_TO_GET_SESSION: { code: 'auth/user-token-expired', status: 401 },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'auth/user-token-expired',
    message: 'This sign-in step has expired. Sign in again.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'auth/user-token-expired',
    status: 401,
    message: 'Too many wrong codes. Sign in again to try once more.',
  },
  INVALID_CODE: { code: 'auth/invalid-verification-code' },
  INVALID_BACKUP_CODE: { code: 'auth/invalid-verification-code' },
  OTP_HAS_EXPIRED: { code: 'auth/invalid-verification-code' },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'auth/too-many-requests', status: 429 },
  // @better-auth/passkey
  PASSKEY_NOT_FOUND: {
    code: 'auth/invalid-credential',
    message:
      'This passkey is not registered with Bulwark. It may have been removed from your account: sign in with your password instead.',
  },
  AUTHENTICATION_FAILED: {
    code: 'auth/invalid-credential',
    status: 401,
    message: 'Your passkey could not be verified. Try again.',
  },
  CHALLENGE_NOT_FOUND: {
    code: 'auth/expired-action-code',
    message: 'This passkey request has expired. Try again.',
  },
  FAILED_TO_VERIFY_REGISTRATION: {
    code: 'auth/operation-not-allowed',
    status: 400,
    message: 'This passkey could not be added. Try again.',
  },
};

function specFor(
  status: number,
  nativeCode: string | undefined,
  nativeMessage: string | undefined,
): SpecMapping {
  const mapped = nativeCode ? SPEC_BY_NATIVE_CODE[nativeCode] : undefined;
  if (mapped) return mapped;
  // better-auth's IP limiter answers 429 with a bare message and no code.
  if (status === 429) return { code: 'auth/too-many-requests' };
  if (status >= 500) return { code: 'auth/internal-error' };
  if (nativeCode === 'VALIDATION_ERROR' && nativeMessage) {
    if (/email/i.test(nativeMessage)) return { code: 'auth/invalid-email' };
    if (/password/i.test(nativeMessage)) return { code: 'auth/missing-password' };
  }
  // Everything else a client should not have sent (unknown route, bad origin, feature off).
  return { code: 'auth/operation-not-allowed', message: nativeMessage };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function withJsonBody(response: Response, status: number, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Rewrites an error response from better-auth into the spec's shape. 2xx/3xx pass through. */
export async function toSpecErrorResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = await readJson(response);
  const nativeCode = typeof body?.['code'] === 'string' ? body['code'] : undefined;
  const nativeMessage = typeof body?.['message'] === 'string' ? body['message'] : undefined;
  if (isAuthErrorCode(nativeCode)) {
    return withJsonBody(response, response.status, {
      code: nativeCode,
      message: nativeMessage ?? AUTH_ERROR_MESSAGES[nativeCode],
    });
  }
  const spec = specFor(response.status, nativeCode, nativeMessage);
  const status = spec.status ?? response.status;
  const mapped = withJsonBody(response, status, {
    code: spec.code,
    message: spec.message ?? AUTH_ERROR_MESSAGES[spec.code],
  });
  // better-auth sends X-Retry-After; HTTP clients and our web client read the standard header.
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after');
  if (status === 429) mapped.headers.set('Retry-After', retryAfter ?? '60');
  return mapped;
}

/**
 * better-auth answers a sign-in that needs the second factor with `{ twoFactorRedirect: true }`;
 * its client relies on that flag, so it stays, and the spec's code rides along with it.
 */
export async function withMultiFactorCode(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await readJson(response.clone());
  if (body?.['twoFactorRedirect'] !== true) return response;
  const code: AuthErrorCode = 'auth/multi-factor-auth-required';
  return withJsonBody(response, 200, { ...body, code, message: AUTH_ERROR_MESSAGES[code] });
}
