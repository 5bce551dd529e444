import { z } from 'zod';
import { recordChange } from '@/platform/changes';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import type { SharedRateLimits } from '@/lib/shared-rate-limiter';
import type { UserDataHooks } from '@/platform/define-feature';
import type { AuthAudit } from './auth-audit';
import { authError } from './auth-error';
import type { AuthKeys } from './auth-keys';
import { normaliseEmail } from './auth-keys';
import type { AuthMail } from './auth-mail';
import { type SessionLifetime, firstExpiry } from './session-lifetime';
import { deleteOtherSessions } from './session.repository';
import { clearSignInFailures, signInThrottleKey } from './sign-in-throttle';
import { deleteAccountLeftovers, findUserById, markEmailVerified } from './user.repository';
import { type SecurityEventSink, clientOfHeaders } from './security-events';

/**
 * better-auth's callbacks and database hooks: the mail it asks us to send, and what must happen
 * whenever a session is created or an account changes, whichever endpoint caused it.
 */
export interface AccountEventDeps {
  db: AppDb;
  clock: Clock;
  lifetime: SessionLifetime;
  keys: AuthKeys;
  audit: AuthAudit;
  mail: AuthMail;
  /** The features' clean-up for what deleting the user row does not cascade to. */
  deleteUserData: UserDataHooks['delete'];
  securityEvents: SecurityEventSink;
  /** The limits every instance shares: the registration notices are one budget for all. */
  rateLimits: SharedRateLimits;
}

interface AccountUser {
  id: string;
  email: string;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean | null;
}

/** Change events of the account's security settings (two-step sign-in on or off). */
export const ACCOUNT_SECURITY_COLLECTION = 'account-security';
/**
 * Change events of the account's address: once it is proven (verified, or a new one confirmed),
 * the breach monitoring checks it at once, so nobody has to open the check page to be monitored.
 */
export const ACCOUNT_EMAIL_COLLECTION = 'account-email';
/**
 * "Someone tried to register with your email" mails per address per hour. better-auth limits
 * sign-up per client address only, so without this anyone could mail an account's owner from
 * many addresses, as often as they liked, through Bulwark.
 */
const REGISTRATION_NOTICES_PER_HOUR = 3;

/** The endpoints through which better-auth turns two-step sign-in on (after the first code) or off. */
const TWO_FACTOR_TOGGLE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/disable',
]);

/** The slice of better-auth's endpoint context these hooks read. */
interface EventContext {
  path?: string;
  query?: unknown;
  headers?: Headers;
  context?: { session?: { session: { id: string } } | null };
}

/** better-auth has verified the token by the time it updates the user; we only read its claims. */
const EmailChangeClaims = z.object({ email: z.string(), updateTo: z.string() });

function emailChangeOf(context: EventContext | null): { from: string; to: string } | null {
  if (
    context?.path !== '/verify-email' ||
    typeof context.query !== 'object' ||
    context.query === null
  )
    return null;
  const token: unknown = (context.query as Record<string, unknown>)['token'];
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const claims = EmailChangeClaims.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? { from: claims.data.email, to: claims.data.updateTo } : null;
  } catch {
    return null;
  }
}

async function announceTwoFactorToggle(db: AppDb, user: AccountUser, context: EventContext | null) {
  if (!context?.path || !TWO_FACTOR_TOGGLE_PATHS.has(context.path)) return;
  if (typeof user.twoFactorEnabled !== 'boolean') return;
  await recordChange(db, {
    userId: user.id,
    collection: ACCOUNT_SECURITY_COLLECTION,
    op: 'update',
    rowId: user.id,
    after: { twoFactorEnabled: user.twoFactorEnabled },
  });
}

/** Once a change of address is confirmed: tell the old one (ASVS 6.3.7), end the other sessions. */
async function closeEmailChange(
  deps: AccountEventDeps,
  user: AccountUser,
  context: EventContext | null,
) {
  const change = emailChangeOf(context);
  if (
    !change ||
    normaliseEmail(user.email) !== normaliseEmail(change.to) ||
    change.from === change.to
  )
    return;
  const ended = await deleteOtherSessions(
    deps.db,
    user.id,
    context?.context?.session?.session.id ?? null,
  );
  deps.mail.deliver(deps.mail.emailChanged(change.from, change.to));
  deps.audit.record('email-changed', 'success', { userId: user.id, sessionsEnded: ended });
  await deps.securityEvents.record({
    account: { userId: user.id },
    kind: 'email-changed',
    details: { sessionsEnded: ended },
    ...clientOfHeaders(context?.headers),
  });
}

export function createAccountEvents(deps: AccountEventDeps) {
  const throttleKey = (email: string) => signInThrottleKey(deps.keys['sign-in-throttle'], email);
  const registrationNotices = deps.rateLimits.limiter(
    'registration-notice',
    REGISTRATION_NOTICES_PER_HOUR,
    3_600_000,
  );
  const announceAddressProven = (userId: string) =>
    recordChange(deps.db, {
      userId,
      collection: ACCOUNT_EMAIL_COLLECTION,
      op: 'update',
      rowId: userId,
      after: { emailVerified: true },
    });
  return {
    sendVerificationEmail: async ({ user, url }: { user: AccountUser; url: string }) => {
      // For a change of address better-auth passes the user with the new, not yet stored, address.
      const stored = await findUserById(deps.db, user.id);
      const isNewAddress = stored !== null && stored.email !== normaliseEmail(user.email);
      deps.mail.deliver(
        isNewAddress
          ? deps.mail.confirmNewEmail(user.email, url)
          : deps.mail.verifyEmail(user.email, url),
      );
    },

    sendResetPassword: ({ user, url }: { user: AccountUser; url: string }) => {
      deps.mail.deliver(deps.mail.resetPassword(user.email, url));
      return Promise.resolve();
    },

    /**
     * Sign-up answers as for a new address; the owner of the existing one hears about it, a few
     * times an hour at most (the answer is the same either way).
     */
    onExistingUserSignUp: async ({ user }: { user: AccountUser }) => {
      const mailed = (await registrationNotices.hit(user.id)) === 0;
      if (mailed) deps.mail.deliver(deps.mail.registrationAttempt(user.email));
      deps.audit.record('sign-up/existing-address', 'refused', { userId: user.id, mailed });
    },

    onPasswordReset: async ({ user }: { user: AccountUser }, request?: Request) => {
      await clearSignInFailures(deps.db, throttleKey(user.email));
      // The reset link reached this mailbox, which proves it is the user's.
      if (!user.emailVerified) {
        await markEmailVerified(deps.db, user.id);
        await announceAddressProven(user.id);
      }
      deps.mail.deliver(deps.mail.passwordChanged(user.email, 'reset'));
      await deps.securityEvents.record({
        account: { userId: user.id },
        kind: 'password-reset',
        ...clientOfHeaders(request?.headers),
      });
    },

    /** Every new session: refused for a disabled account, and born with our expiry, not 7 days. */
    beforeSessionCreated: async <T extends { userId: string; createdAt: Date }>(session: T) => {
      const owner = await findUserById(deps.db, session.userId);
      if (owner?.disabledAt) {
        deps.audit.record('session-create', 'refused', {
          reason: 'user-disabled',
          userId: session.userId,
        });
        throw authError('auth/user-disabled');
      }
      return {
        data: {
          ...session,
          expiresAt: firstExpiry(deps.clock.now(), session.createdAt, deps.lifetime),
        },
      };
    },

    /**
     * After two-step sign-in was switched: announce it (the risk score reads it). After the address
     * was verified: announce it (the monitoring checks it). After a change of address: tell the old
     * one (ASVS 6.3.7) and end the other sessions.
     */
    afterUserUpdated: async (user: AccountUser, context: EventContext | null) => {
      if (context?.path === '/verify-email' && user.emailVerified === true)
        await announceAddressProven(user.id);
      await announceTwoFactorToggle(deps.db, user, context);
      await closeEmailChange(deps, user, context);
    },

    afterUserDeleted: forgetDeletedUser(deps),
  };
}

/** After better-auth removed the user row, and with it (by cascade) every feature's rows. */
function forgetDeletedUser(deps: AccountEventDeps) {
  return async (user: AccountUser) => {
    await clearSignInFailures(
      deps.db,
      signInThrottleKey(deps.keys['sign-in-throttle'], user.email),
    );
    await deleteAccountLeftovers(deps.db, user.id);
    await deps.deleteUserData(deps.db, user.id);
    deps.mail.deliver(deps.mail.accountDeleted(user.email));
  };
}
