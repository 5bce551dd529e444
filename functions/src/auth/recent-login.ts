import { authError } from './auth-error';
import { PASSKEY_RECENT_LOGIN_PATHS } from './passkey-hooks';
import type { SessionWithUser } from './session.repository';

/** Sensitive changes need a sign-in from the last 10 minutes (ASVS 5.0 7.5.1; Firebase's recent login). */
const RECENT_LOGIN_SECONDS = 10 * 60;
const RECENT_LOGIN_PATHS = new Set([
  '/change-email',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  ...PASSKEY_RECENT_LOGIN_PATHS,
]);

export function requireRecentLogin(path: string, session: SessionWithUser | null, now: Date) {
  // No session: the endpoint itself answers 401.
  if (!RECENT_LOGIN_PATHS.has(path) || !session) return;
  if (now.getTime() - session.createdAt.getTime() > RECENT_LOGIN_SECONDS * 1000)
    throw authError('auth/requires-recent-login');
}
