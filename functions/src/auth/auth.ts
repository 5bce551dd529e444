import { type AuthSecret, currentAuthSecret } from '@/lib/auth-secret';
import { describeError } from '@/lib/logger';
import type { AppServices, SessionUser } from '@/platform/context';
import { createAccountEvents } from './account-events';
import { createAuthAudit } from './auth-audit';
import { toSpecErrorResponse, withMultiFactorCode } from './auth-error-response';
import type { AuthHookDeps } from './auth-hooks';
import { deriveAuthKeys } from './auth-keys';
import { createAuthMail } from './auth-mail';
import { createBetterAuth } from './better-auth-config';

export { CLIENT_IP_HEADER } from './client-ip-header';

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
}

export interface AuthSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date; createdAt: Date };
}

export interface AuthService {
  handler(request: Request): Promise<Response>;
  /** `passive`: only ask whether the session is still valid; it is not activity and does not delay the idle time-out. */
  getSession(headers: Headers, options?: { passive?: boolean }): Promise<AuthSession | null>;
}

/**
 * Identity for the whole server: better-auth behind our hardening (better-auth-config.ts), and the
 * one place its responses are turned into the spec's `auth/*` errors.
 */
export function createAuth(options: AuthOptions): AuthService {
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
    events: createAccountEvents(deps),
    logger,
  });

  return {
    async handler(request) {
      try {
        const response = await toSpecErrorResponse(await auth.handler(request));
        return new URL(request.url).pathname.endsWith('/sign-in/email')
          ? await withMultiFactorCode(response)
          : response;
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
    },
    async getSession(headers, sessionOptions = {}) {
      const result = await auth.api.getSession({
        headers,
        query: { disableRefresh: sessionOptions.passive === true },
      });
      if (!result) return null;
      const { user, session } = result;
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          twoFactorEnabled: Boolean(
            (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled,
          ),
        },
        session: {
          id: session.id,
          token: session.token,
          expiresAt: session.expiresAt,
          createdAt: session.createdAt,
        },
      };
    },
  };
}
