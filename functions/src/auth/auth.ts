import type { Database } from '@/db/client';
import { type AuthSecret, currentAuthSecret } from '@/lib/auth-secret';
import { describeError } from '@/lib/logger';
import type { AppServices, SessionUser } from '@/platform/context';
import { createAccountEvents } from './account-events';
import { type AuthAudit, createAuthAudit } from './auth-audit';
import { toSpecErrorResponse, withMultiFactorCode } from './auth-error-response';
import type { AuthHookDeps } from './auth-hooks';
import { deriveAuthKeys } from './auth-keys';
import { createAuthMail } from './auth-mail';
import { createBetterAuth } from './better-auth-config';
import { createPasswordHasher, type ScryptCost } from './password-hash';
import type { SecurityEventSink } from './security-events';
import { deleteUserSessions } from './session.repository';
import { findUserById } from './user.repository';
import { createSessionCookieReader } from './session-cookie';
import { startVerifiedSessions } from './verified-sessions';
import { withoutSessionToken } from './without-session-token';

export { CLIENT_IP_HEADER } from './client-ip-header';

/** The web page a reset link opens (web/src/config/paths.ts). */
const RESET_PASSWORD_PAGE = '/reset-password';

export interface AuthOptions {
  services: AppServices;
  /** The key ring, current secret first (lib/auth-secret.ts). */
  secrets: AuthSecret[];
  sessionMaxAgeSeconds: number;
  sessionIdleSeconds: number;
  /**
   * The breached-password lookup for sign-up, change and reset (the local Pwned Passwords store,
   * else the upstream range API). It throws when it cannot answer; the policy then fails open.
   */
  isPasswordBreached?: (password: string) => Promise<boolean>;
  /** Where the database announces ended sessions (verified-sessions.ts). */
  listen: Database['listen'];
  /** Tests only: a cheaper scrypt cost than production's (password-hash.ts). */
  passwordHashCost?: ScryptCost | undefined;
  /** The person's security activity (features/security-activity). */
  securityEvents: SecurityEventSink;
}

export interface AuthSession {
  user: SessionUser;
  session: { id: string };
}

export interface AuthService {
  handler(request: Request): Promise<Response>;
  /** `passive`: only ask whether the session is still valid; it is not activity and does not delay the idle time-out. */
  getSession(headers: Headers, options?: { passive?: boolean }): Promise<AuthSession | null>;
  /** Resolves once sessions ended by now are refused by this instance (after a revocation). */
  settleSessions(): Promise<void>;
  /**
   * Whether the request carries a session cookie this server signed: no database, no verdict on
   * the session. Enough to choose the first page to paint (static-client.ts), never for access.
   */
  maybeSignedIn(headers: Headers): boolean;
  /** See VerifiedSessions.watch: `onTouched` runs when a notice says the session may have ended. */
  watchSession(session: AuthSession, onTouched: () => void): () => void;
  /**
   * "This wasn't me": ends every session of the account and mails a password-reset link, as the
   * forgotten-password page would. Null when there is no such account.
   */
  secureAccount(userId: string): Promise<{ sessionsEnded: number; email: string } | null>;
  close(): Promise<void>;
}

/**
 * Identity for the whole server: better-auth behind our hardening (better-auth-config.ts), and the
 * one place its responses are turned into the spec's `auth/*` errors.
 */
export async function createAuth(options: AuthOptions): Promise<AuthService> {
  const { services } = options;
  const baseUrl = services.config.baseUrl;
  const logger = services.logger.child({ component: 'auth' });
  const keys = deriveAuthKeys(currentAuthSecret(options.secrets));
  const audit = createAuthAudit(logger, keys['log-fingerprint']);
  const mail = createAuthMail(services);
  const lifetime = {
    maxAgeSeconds: options.sessionMaxAgeSeconds,
    idleSeconds: options.sessionIdleSeconds,
  };
  const deps: AuthHookDeps = {
    db: services.db,
    clock: services.clock,
    lifetime,
    keys,
    // Backup codes are kept as keyed hashes, which cannot be re-keyed: each secret of the ring
    // still recognises the codes issued under it.
    backupCodeKeys: options.secrets.map(({ value }) => deriveAuthKeys(value)['backup-codes']),
    audit,
    mail,
    deleteUserData: services.userData.delete,
    passwords: createPasswordHasher(options.passwordHashCost),
    securityEvents: options.securityEvents,
    passwordPolicy: {
      isPasswordBreached: options.isPasswordBreached,
      onBreachCheckFailed: (error: unknown) =>
        logger.warn('breached-password check failed; allowed', describeError(error)),
    },
  };
  const auth = createBetterAuth({
    baseUrl,
    secrets: options.secrets,
    sessionMaxAgeSeconds: options.sessionMaxAgeSeconds,
    deps,
    events: createAccountEvents({ ...deps, rateLimits: services.rateLimits }),
    logger,
  });
  const cookies = createSessionCookieReader(baseUrl, currentAuthSecret(options.secrets));
  const sessions = await startVerifiedSessions({
    db: services.db,
    listen: options.listen,
    cookies,
    clock: services.clock,
    lifetime,
    onEnded: (reason, userId) => audit.record('session-ended', 'refused', { reason, userId }),
  });

  return {
    handler: (request) => answerAuthRequest(request, { auth, sessions, logger }),
    getSession: (headers, sessionOptions = {}) =>
      sessions.get(headers, { passive: sessionOptions.passive === true }),
    settleSessions: () => sessions.settle(),
    maybeSignedIn: (headers) => cookies.hasSignedCookie(headers),
    watchSession: (session, onTouched) => sessions.watch(session, onTouched),
    secureAccount: (userId) =>
      secureAccount(userId, {
        db: services.db,
        settle: () => sessions.settle(),
        requestReset: (email) =>
          auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PAGE } }),
        audit,
      }),
    close: () => sessions.stop(),
  };
}

/** better-auth's answer in the spec's terms, and never a crash: an unexpected failure is a 500. */
async function answerAuthRequest(
  request: Request,
  {
    auth,
    sessions,
    logger,
  }: {
    auth: { handler(request: Request): Promise<Response> };
    sessions: { settle(): Promise<void> };
    logger: AppServices['logger'];
  },
): Promise<Response> {
  try {
    const response = await withoutSessionToken(
      await toSpecErrorResponse(await auth.handler(request)),
    );
    // A sign-out, password change, change of address or account deletion answered here holds
    // for the next request here, not only within the second the other instances have.
    const { pathname } = new URL(request.url);
    if (!pathname.endsWith('/get-session')) await sessions.settle();
    return pathname.endsWith('/sign-in/email') ? await withMultiFactorCode(response) : response;
  } catch (error) {
    logger.error('auth request failed', {
      path: new URL(request.url).pathname,
      ...describeError(error),
    });
    return Response.json(
      { code: 'auth/internal-error', message: 'Something went wrong on our side. Try again.' },
      { status: 500 },
    );
  }
}

/** "This wasn't me": every session ends, then a reset link goes out as if asked for. */
async function secureAccount(
  userId: string,
  deps: {
    db: AppServices['db'];
    settle: () => Promise<void>;
    requestReset: (email: string) => Promise<unknown>;
    audit: AuthAudit;
  },
): Promise<{ sessionsEnded: number; email: string } | null> {
  const owner = await findUserById(deps.db, userId);
  if (!owner) return null;
  const sessionsEnded = await deleteUserSessions(deps.db, userId);
  await deps.settle();
  await deps.requestReset(owner.email);
  deps.audit.record('secure-account', 'success', { userId, sessionsEnded });
  return { sessionsEnded, email: owner.email };
}
