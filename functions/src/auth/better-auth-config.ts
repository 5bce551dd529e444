import { PASSWORD_INPUT_MAX_LENGTH } from '@bulwark/contracts/schemas/password-policy.schema';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import * as schema from '@/db/schema';
import type { AuthSecret } from '@/lib/auth-secret';
import type { Logger } from '@/lib/logger';
import type { createAccountEvents } from './account-events';
import { cookieOptions } from './auth-cookies';
import { type AuthHookDeps, createAfterHook, createBeforeHook } from './auth-hooks';
import { createBackupCodeStorage, generateBackupCodes } from './backup-code-storage';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { createPasskeyPlugin } from './passkey-plugin';
import { VERIFICATION_LINK_SECONDS } from './same-browser-verification';

/** Endpoints Bulwark does not offer (no social sign-in, no e-mail OTP): fewer doors to guard. */
const DISABLED_PATHS = [
  '/sign-in/social',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/refresh-token',
  '/get-access-token',
  '/delete-user/callback',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  // Its own session list hands every device's raw session token to the page, which would let an
  // injected script collect them despite HttpOnly. profileSettings.listSessions / revokeSession
  // do the same work keyed by id, never by token.
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  // The web never calls these. /update-user would set the name without DisplayNameSchema and the
  // picture without the avatar checks: profile settings does both (profileSettings.update, the
  // avatar route). /update-session has no fields of ours to update.
  '/update-user',
  '/update-session',
];

export interface BetterAuthInput {
  baseUrl: string;
  /** The key ring, current secret first (lib/auth-secret.ts). */
  secrets: AuthSecret[];
  sessionMaxAgeSeconds: number;
  deps: AuthHookDeps;
  events: ReturnType<typeof createAccountEvents>;
  logger: Logger;
}

/**
 * better-auth's own key ring: with `secrets`, TOTP seeds are sealed under the current version
 * (`$ba$<version>$…`) and read back under whichever version sealed them; `secret` is then only
 * its "legacy" key for seeds sealed before the ring existed, which is version 0. Cookies are
 * signed and checked with the current secret alone. A lone version-0 secret keeps the old form.
 */
function secretOptions(secrets: AuthSecret[]) {
  const legacy = secrets.find((secret) => secret.version === 0) ?? secrets[0];
  if (secrets.length === 1 && legacy?.version === 0) return { secret: legacy.value };
  return { secret: legacy?.value, secrets };
}

/**
 * better-auth 1.7 configured to SECURITY.md's bar. Every default changed here, and why, is listed
 * in docs/decisions/003-identity-hardening.md.
 */
export function createBetterAuth(input: BetterAuthInput) {
  const { baseUrl, deps, events, logger } = input;
  return betterAuth({
    appName: 'Bulwark Security',
    baseURL: baseUrl,
    basePath: '/api/auth',
    ...secretOptions(input.secrets),
    trustedOrigins: [new URL(baseUrl).origin],
    database: drizzleAdapter(deps.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // Length is judged by our policy hook in code points after NFKC; better-auth counts UTF-16
      // units, so its own limits are set wide enough never to refuse what the policy accepts.
      minPasswordLength: 8,
      maxPasswordLength: PASSWORD_INPUT_MAX_LENGTH,
      password: { hash: deps.passwords.hash, verify: deps.passwords.verify },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 30 * 60,
      sendResetPassword: events.sendResetPassword,
      onPasswordReset: events.onPasswordReset,
      onExistingUserSignUp: events.onExistingUserSignUp,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A correct password on an unverified account sends a fresh link.
      sendOnSignIn: true,
      // Not better-auth's: it would sign in whoever opens the link, second factor or not. Only the
      // browser that signed up is signed in (same-browser-verification.ts).
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: events.sendVerificationEmail,
    },
    user: {
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      deleteUser: { enabled: true, afterDelete: events.afterUserDeleted },
    },
    session: {
      // The cookie lives as long as the absolute limit; the idle limit is enforced server-side.
      expiresIn: input.sessionMaxAgeSeconds,
      updateAge: input.sessionMaxAgeSeconds,
      disableSessionRefresh: true,
      freshAge: 10 * 60,
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      session: { create: { before: (session) => events.beforeSessionCreated(session) } },
      user: { update: { after: (user, context) => events.afterUserUpdated(user, context) } },
    },
    hooks: { before: createBeforeHook(deps), after: createAfterHook(deps) },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    disabledPaths: DISABLED_PATHS,
    advanced: {
      ...cookieOptions(baseUrl),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its Origin check when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      twoFactor({
        issuer: 'Bulwark Security',
        backupCodeOptions: {
          customBackupCodesGenerate: generateBackupCodes,
          storeBackupCodes: createBackupCodeStorage(deps.keys['backup-codes']),
        },
      }),
      createPasskeyPlugin(baseUrl, deps),
    ],
    telemetry: { enabled: false },
    // Unexpected errors reach AuthService.handler (auth.ts) and our logger, not better-call's console.
    onAPIError: { throw: true },
    logger: { level: 'error', log: (_level, message) => logger.error('better-auth', { message }) },
  });
}
