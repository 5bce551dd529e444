import type { AppDb } from '@/db/client';
import { authError, errorCodeOf } from './auth-error';
import type { AuthAudit } from './auth-audit';
import { type HookContext, field } from './hook-context';
import type { SessionWithUser } from './session.repository';
import { recordSignInSuccess, reserveSignInAttempt, signInThrottleKey } from './sign-in-throttle';

/**
 * Endpoints that check the account's password again while signed in. better-auth limits them
 * per address only (3 a minute), so a stolen session could try a thousand passwords an hour from
 * one address, and far more from many. They share the sign-in's per-account budget instead (10
 * in a row, 100 an hour), so a password is guessed no faster signed in than signed out.
 */
const PASSWORD_RECHECK_PATHS = new Set([
  '/change-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
]);

interface RecheckDeps {
  db: AppDb;
  throttleKey: Buffer;
  audit: AuthAudit;
}

function rechecksPassword(ctx: HookContext, session: SessionWithUser | null) {
  if (!session || !PASSWORD_RECHECK_PATHS.has(ctx.path)) return null;
  const typed = field(ctx.body, 'currentPassword') ?? field(ctx.body, 'password');
  return typed === undefined ? null : session;
}

/** Before: the attempt counts (or is refused) before better-auth compares the password. */
export async function reservePasswordRecheck(
  ctx: HookContext,
  deps: RecheckDeps,
  session: SessionWithUser | null,
  now: Date,
): Promise<void> {
  const account = rechecksPassword(ctx, session);
  if (!account) return;
  const decision = await reserveSignInAttempt(
    deps.db,
    signInThrottleKey(deps.throttleKey, account.email),
    now,
  );
  if (decision.allowed) return;
  deps.audit.record(ctx.path.slice(1), 'refused', {
    reason: decision.reason,
    userId: account.userId,
  });
  throw authError('auth/too-many-requests', { retryAfterSeconds: decision.retryAfterSeconds });
}

/** After: anything but a wrong password gives the attempt back, as a right one does at sign-in. */
export async function settlePasswordRecheck(
  ctx: HookContext,
  deps: RecheckDeps,
  session: SessionWithUser | null,
  now: Date,
): Promise<void> {
  const account = rechecksPassword(ctx, session);
  if (!account || errorCodeOf(ctx.context.returned) === 'INVALID_PASSWORD') return;
  await recordSignInSuccess(deps.db, signInThrottleKey(deps.throttleKey, account.email), now);
}
