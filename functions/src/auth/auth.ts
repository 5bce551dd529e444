import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR } from '@bulwark/contracts/schemas/password-policy.schema';
import * as schema from '@/db/schema';
import { actionMail } from '@/lib/mailer';
import type { AppServices, SessionUser } from '@/platform/context';

export const CLIENT_IP_HEADER = 'x-bulwark-client-ip';

export interface AuthOptions {
  services: AppServices;
  secret: string;
  sessionMaxAgeSeconds: number;
  sessionIdleSeconds: number;
}

export interface AuthSession {
  user: SessionUser;
  session: { id: string; token: string; expiresAt: Date; createdAt: Date };
}

export interface AuthService {
  handler(request: Request): Promise<Response>;
  getSession(headers: Headers): Promise<AuthSession | null>;
}

/** better-auth, configured to SECURITY.md's bar (see docs/decisions/003-identity-hardening.md). */
export function createAuth(options: AuthOptions): AuthService {
  const { services } = options;
  const baseUrl = services.config.baseUrl;
  const secure = baseUrl.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(baseUrl);
  const auth = betterAuth({
    appName: 'Bulwark Security',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [new URL(baseUrl).origin],
    database: drizzleAdapter(services.db, { provider: 'pg', schema: { ...schema, twoFactor: schema.twoFactor } }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The 15-character floor for password-only accounts is enforced by our policy hook; this is
      // the lowest length any account may have (two-step sign-in on).
      minPasswordLength: PASSWORD_MIN_LENGTH_WITH_TWO_FACTOR,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 30,
      async sendResetPassword({ user, url }) {
        await services.mailer.send(
          actionMail({
            to: user.email,
            subject: 'Reset your Bulwark password',
            intro: 'Someone asked to reset the password of your Bulwark account. The link works once, for 30 minutes.',
            actionLabel: 'Choose a new password',
            actionUrl: url,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await services.mailer.send(
          actionMail({
            to: user.email,
            subject: 'Verify your email for Bulwark',
            intro: 'Welcome to Bulwark Security. Confirm that this address is yours to finish creating your account.',
            actionLabel: 'Verify my email',
            actionUrl: url,
          }),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: options.sessionMaxAgeSeconds,
      updateAge: Math.min(options.sessionIdleSeconds, options.sessionMaxAgeSeconds),
      freshAge: 10 * 60,
    },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'bulwark',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [twoFactor({ issuer: 'Bulwark Security' })],
    logger: { disabled: true },
  });

  return {
    handler: (request) => auth.handler(request),
    async getSession(headers) {
      const result = await auth.api.getSession({ headers });
      if (!result) return null;
      const { user, session } = result;
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
        },
        session: { id: session.id, token: session.token, expiresAt: session.expiresAt, createdAt: session.createdAt },
      };
    },
  };
}
