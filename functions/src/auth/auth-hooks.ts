import { PASSWORD_INPUT_MAX_LENGTH } from '@bulwark/contracts/schemas/password-policy.schema';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import type { UserDataHooks } from '@/platform/define-feature';
import { type AuthAudit } from './auth-audit';
import { authError, errorCodeOf } from './auth-error';
import type { AuthKeys } from './auth-keys';
import type { AuthMail } from './auth-mail';
import { matchingBackupCodeHash } from './backup-code-storage';
import { CLIENT_IP_HEADER } from './client-ip-header';
import type { PasswordHasher } from './password-hash';
import { reservePasswordRecheck, settlePasswordRecheck } from './password-recheck';
import { recordAuthOutcome, recordRefusal } from './auth-outcome';
import type { SecurityEventSink } from './security-events';
import { type HookContext, field } from './hook-context';
import { afterPasskey, beforePasskey } from './passkey-hooks';
import { requireRecentLogin } from './recent-login';
import type { PasswordPolicyOptions } from './password-policy';
import {
  enforcePolicy,
  enforceResetPolicy,
  requireSingleFactorLength,
} from './password-policy-hooks';
import { type SessionLifetime, checkSessionLifetime } from './session-lifetime';
import { signUpBodyWithCheckedProfile } from './sign-up-profile';
import { type SessionWithUser, deleteSession } from './session.repository';
import { recordSignInSuccess, reserveSignInAttempt, signInThrottleKey } from './sign-in-throttle';
import {
  type TotpClaim,
  claimTotpOrRefuse,
  releaseTotpClaim,
  twoFactorLockSeconds,
} from './two-factor-guards';
import {
  type PendingVerification,
  pendingVerificationOf,
  rememberUnverifiedSignIn,
  rememberVerifyingBrowser,
  signInVerifyingBrowser,
} from './same-browser-verification';
import { findBackupCodeHashes } from './two-factor.repository';

/**
 * better-auth's before/after hooks: where our hardening meets its endpoints. Each path's extra
 * rule is a few lines here; the rule itself lives in its own module.
 */
export interface AuthHookDeps {
  db: AppDb;
  clock: Clock;
  lifetime: SessionLifetime;
  keys: AuthKeys;
  /** The backup-code key of every secret in the ring, current first. */
  backupCodeKeys: Buffer[];
  audit: AuthAudit;
  mail: AuthMail;
  passwordPolicy: PasswordPolicyOptions;
  passwords: PasswordHasher;
  deleteUserData: UserDataHooks['delete'];
  /** The person's security activity (features/security-activity). */
  securityEvents: SecurityEventSink;
}

/** What the before-hook learned, for the after-hook of the same request. */
interface RequestState {
  session: SessionWithUser | null;
  twoFactorUserId: string | null;
  totpClaim: TotpClaim | null;
  pendingVerification: PendingVerification | null;
}
const requestStates = new WeakMap<object, RequestState>();

/** `?disableRefresh=true`: a check that the session still exists, not a sign of activity. */
function isPassiveCheck(query: unknown): boolean {
  const value: unknown =
    typeof query === 'object' && query !== null
      ? (query as Record<string, unknown>)['disableRefresh']
      : undefined;
  return value === true || value === 'true';
}

async function readSession(
  ctx: HookContext,
  deps: AuthHookDeps,
  now: Date,
): Promise<SessionWithUser | null> {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (!token) return null;
  const check = await checkSessionLifetime(deps.db, token, {
    lifetime: deps.lifetime,
    now,
    extendIdle: !isPassiveCheck(ctx.query),
  });
  if (check.status === 'ended')
    deps.audit.record('session-ended', 'refused', { reason: check.reason, userId: check.userId });
  return check.status === 'active' ? check.session : null;
}

/** The user behind a pending second-factor challenge (the `two_factor` cookie better-auth set). */
async function challengeUserId(ctx: HookContext, now: Date): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record && record.expiresAt.getTime() > now.getTime() ? record.value : null;
}

async function guardSignIn(ctx: HookContext, deps: AuthHookDeps, now: Date) {
  const email = field(ctx.body, 'email');
  if (!email) return;
  const decision = await reserveSignInAttempt(
    deps.db,
    signInThrottleKey(deps.keys['sign-in-throttle'], email),
    now,
  );
  if (!decision.allowed) {
    deps.audit.record('sign-in/email', 'refused', {
      reason: decision.reason,
      emailHash: deps.audit.fingerprint(email),
      ip: ctx.headers?.get(CLIENT_IP_HEADER),
    });
    throw authError('auth/too-many-requests', { retryAfterSeconds: decision.retryAfterSeconds });
  }
  // Sign-in checks the credential, never the policy: a password longer than any the server reads
  // is simply not this account's (better-auth would answer "does not meet the requirements").
  const password = field(ctx.body, 'password');
  if (password !== undefined && password.length > PASSWORD_INPUT_MAX_LENGTH)
    throw authError('auth/invalid-credential');
}

export function createBeforeHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    const now = deps.clock.now();
    const state: RequestState = {
      session: await readSession(ctx, deps, now),
      twoFactorUserId: null,
      totpClaim: null,
      pendingVerification: null,
    };
    requestStates.set(ctx.context, state);
    try {
      return await guardRequest(ctx, deps, state, now);
    } catch (error) {
      // better-auth skips the after-hook when this one throws: the refusal is logged here.
      recordRefusal(ctx, deps.audit, state.session, error);
      throw error;
    }
  });
}

async function guardRequest(ctx: HookContext, deps: AuthHookDeps, state: RequestState, now: Date) {
  requireRecentLogin(ctx.path, state.session, now);
  if (ctx.path.startsWith('/passkey/')) return beforePasskey(ctx);
  const answer = await beforePath(ctx, deps, state, now);
  // Last: a refusal above (the policy, a stale sign-in) is not a guess at the password.
  await reservePasswordRecheck(ctx, recheckDeps(deps), state.session, now);
  return answer;
}

/**
 * Every sign-in asks for the second factor: better-auth's "trust this device" (30 days without a
 * code, ASVS 6.3.4: no weaker path) is never set, whatever the request asks.
 */
function withoutTrustedDevice(body: unknown): object {
  return { ...(body as object), trustDevice: false };
}

function recheckDeps(deps: AuthHookDeps) {
  return { db: deps.db, throttleKey: deps.keys['sign-in-throttle'], audit: deps.audit };
}

/** Each path's own rule before better-auth runs it. */
async function beforePath(ctx: HookContext, deps: AuthHookDeps, state: RequestState, now: Date) {
  switch (ctx.path) {
    case '/sign-in/email':
      return guardSignIn(ctx, deps, now);
    case '/sign-up/email': {
      const body = signUpBodyWithCheckedProfile(ctx.body);
      await enforcePolicy(
        deps,
        field(body, 'password'),
        { email: field(body, 'email'), twoFactorEnabled: false },
        'sign-up/email',
      );
      return { context: { body } };
    }
    case '/change-password':
      if (state.session)
        await enforcePolicy(deps, field(ctx.body, 'newPassword'), state.session, 'change-password');
      // Other sessions always end (ASVS 5.0 7.4.3), whatever the client asked for.
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    case '/reset-password':
      return enforceResetPolicy(ctx, deps, now);
    case '/verify-email':
      state.pendingVerification = await pendingVerificationOf(deps.db, ctx.query);
      return undefined;
    case '/two-factor/disable':
      return requireSingleFactorLength(field(ctx.body, 'password'));
    case '/two-factor/verify-totp': {
      state.twoFactorUserId = state.session?.userId ?? (await challengeUserId(ctx, now));
      const code = field(ctx.body, 'code');
      if (!state.twoFactorUserId || code === undefined) return undefined;
      state.totpClaim = { userId: state.twoFactorUserId, code };
      await claimTotpOrRefuse(deps.db, state.totpClaim, now);
      return { context: { body: withoutTrustedDevice(ctx.body) } };
    }
    case '/two-factor/verify-backup-code': {
      state.twoFactorUserId = state.session?.userId ?? (await challengeUserId(ctx, now));
      const code = field(ctx.body, 'code');
      if (code === undefined) return undefined;
      const stored = state.twoFactorUserId
        ? await findBackupCodeHashes(deps.db, state.twoFactorUserId)
        : [];
      return {
        context: {
          body: {
            ...withoutTrustedDevice(ctx.body),
            code: matchingBackupCodeHash(deps.backupCodeKeys, code, stored),
          },
        },
      };
    }
    default:
      return undefined;
  }
}

async function afterSignIn(
  ctx: HookContext,
  deps: AuthHookDeps,
  state: RequestState | undefined,
  now: Date,
) {
  const email = field(ctx.body, 'email');
  const password = field(ctx.body, 'password');
  if (!email || password === undefined) return;
  const newSession = ctx.context.newSession;
  const code = errorCodeOf(ctx.context.returned);
  // These answers come only after a correct password (better-auth checks it first).
  const passwordVerified =
    newSession !== null || code === 'EMAIL_NOT_VERIFIED' || code === 'auth/user-disabled';
  if (passwordVerified)
    await recordSignInSuccess(
      deps.db,
      signInThrottleKey(deps.keys['sign-in-throttle'], email),
      now,
    );
  // The fresh link this sign-in mailed may sign in this browser, which just proved the password.
  if (code === 'EMAIL_NOT_VERIFIED') await rememberUnverifiedSignIn(ctx, deps.db, now);
  if (!newSession) return;
  // A new sign-in replaces the session this browser had (ASVS 5.0 7.2.4): no orphan stays valid.
  if (state?.session && state.session.id !== newSession.session.id)
    await deleteSession(deps.db, state.session.id);
  const account = await ctx.context.internalAdapter.findCredentialAccount(newSession.user.id);
  if (account?.password && deps.passwords.needsRehash(account.password)) {
    await ctx.context.internalAdapter.updatePassword(
      newSession.user.id,
      await deps.passwords.hash(password),
    );
  }
}

async function afterSecondFactor(
  ctx: HookContext,
  deps: AuthHookDeps,
  state: RequestState,
  now: Date,
) {
  const returned = ctx.context.returned;
  if (isAPIError(returned) && returned.statusCode >= 400 && state.totpClaim)
    await releaseTotpClaim(deps.db, state.totpClaim);
  if (errorCodeOf(ctx.context.returned) !== 'ACCOUNT_TEMPORARILY_LOCKED' || !state.twoFactorUserId)
    return;
  const seconds = await twoFactorLockSeconds(deps.db, state.twoFactorUserId, now);
  if (seconds !== null) ctx.setHeader('Retry-After', String(seconds));
}

export function createAfterHook(deps: AuthHookDeps) {
  return createAuthMiddleware(async (ctx) => {
    const now = deps.clock.now();
    const state = requestStates.get(ctx.context);
    const returned = ctx.context.returned;
    // A redirect (verify-email with a callback) travels as an APIError with a 3xx status.
    const failed = isAPIError(returned) && returned.statusCode >= 400;
    let redirect: Error | null = null;
    await settlePasswordRecheck(ctx, recheckDeps(deps), state?.session ?? null, now);
    switch (ctx.path) {
      case '/sign-in/email':
        await afterSignIn(ctx, deps, state, now);
        break;
      case '/sign-up/email': {
        // The same answer whether the address is new or taken (a made-up id then): no enumeration.
        const userId = signedUpUserId(returned);
        if (!failed && userId) await rememberVerifyingBrowser(ctx, userId, now);
        break;
      }
      case '/verify-email':
        redirect = await signInVerifyingBrowser(ctx, deps, state?.pendingVerification ?? null);
        break;
      case '/two-factor/verify-totp':
      case '/two-factor/verify-backup-code':
        if (state) await afterSecondFactor(ctx, deps, state, now);
        break;
      case '/change-password':
        if (!failed && state?.session)
          deps.mail.deliver(deps.mail.passwordChanged(state.session.email, 'change'));
        break;
      default:
        if (ctx.path.startsWith('/passkey/'))
          await afterPasskey(ctx, { db: deps.db, session: state?.session ?? null, failed });
        break;
    }
    await recordAuthOutcome(ctx, deps, {
      failed,
      session: state?.session ?? null,
      twoFactorUserId: state?.twoFactorUserId ?? null,
    });
    if (redirect) throw redirect;
  });
}

function signedUpUserId(returned: unknown): string | undefined {
  const id: unknown = (returned as { user?: { id?: unknown } } | null)?.user?.id;
  return typeof id === 'string' ? id : undefined;
}
