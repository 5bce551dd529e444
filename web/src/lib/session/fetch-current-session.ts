import { AuthError, toAuthError } from '../auth-error';
import { AUTH_REQUEST_TIMEOUT_MS } from '../auth-timeout';
import type { ActiveSession, SessionUser } from './session.slice';

export const GET_SESSION_URL = '/api/auth/get-session';

export type SessionCheck =
  { outcome: 'active'; session: ActiveSession } | { outcome: 'none' } | { outcome: 'disabled' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, email, name, emailVerified, twoFactorEnabled } = value;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof name !== 'string') return null;
  return {
    id,
    email,
    name,
    emailVerified: emailVerified === true,
    twoFactorEnabled: twoFactorEnabled === true,
  };
}

/** better-auth answers `{ session, user }`, or `null` when this browser has no session. */
function readSession(body: unknown): ActiveSession | null {
  if (!isRecord(body) || !isRecord(body['session'])) return null;
  const { id, expiresAt } = body['session'];
  const user = readUser(body['user']);
  const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
  if (typeof id !== 'string' || !user || Number.isNaN(expiry)) return null;
  return { sessionId: id, expiresAt: new Date(expiry).toISOString(), user };
}

export interface SessionCheckOptions {
  /**
   * A background check (timer, stream) is not activity: the server must not push back its
   * 1-hour idle time-out because of it (`?disableRefresh=true`).
   */
  passive?: boolean;
}

/**
 * Asks the server whether this browser still has a session. A plain fetch rather than the
 * better-auth client, so the first page load does not wait for that library.
 * Throws an AuthError when the server cannot be reached, so callers can retry.
 */
export async function fetchCurrentSession(
  options: SessionCheckOptions = {},
): Promise<SessionCheck> {
  const url = options.passive ? `${GET_SESSION_URL}?disableRefresh=true` : GET_SESSION_URL;
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(AUTH_REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new AuthError('auth/network-request-failed', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const session = readSession(body);
    return session ? { outcome: 'active', session } : { outcome: 'none' };
  }
  const error = toAuthError(isRecord(body) ? body : {}, response.status, null);
  if (error.code === 'auth/user-disabled') return { outcome: 'disabled' };
  if (response.status === 401) return { outcome: 'none' };
  throw error;
}
