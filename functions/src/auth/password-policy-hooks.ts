import type { AppDb } from '@/db/client';
import type { AuthAudit } from './auth-audit';
import { authError } from './auth-error';
import { type HookContext, field } from './hook-context';
import {
  type PasswordContext,
  type PasswordPolicyOptions,
  evaluatePassword,
  minimumPasswordLength,
} from './password-policy';
import { findUserById } from './user.repository';

/** The password policy at the endpoints that set a password (sign-up, change, reset, 2FA off). */
interface PolicyDeps {
  db: AppDb;
  audit: AuthAudit;
  passwordPolicy: PasswordPolicyOptions;
}

export async function enforcePolicy(
  deps: PolicyDeps,
  password: string | undefined,
  context: PasswordContext,
  event: string,
) {
  if (password === undefined) return;
  const verdict = await evaluatePassword(password, context, deps.passwordPolicy);
  if (verdict.acceptable) return;
  deps.audit.record(event, 'refused', { reason: 'password-policy', detail: verdict.reason });
  throw authError('auth/password-does-not-meet-requirements', { message: verdict.reason });
}

export async function enforceResetPolicy(ctx: HookContext, deps: PolicyDeps, now: Date) {
  const token = field(ctx.body, 'token') ?? field(ctx.query, 'token');
  if (!token) return;
  const record = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  // An unknown or spent token is better-auth's to refuse (auth/invalid-action-code).
  if (!record || record.expiresAt.getTime() <= now.getTime()) return;
  const user = await findUserById(deps.db, record.value);
  if (!user) return;
  await enforcePolicy(deps, field(ctx.body, 'newPassword'), user, 'reset-password');
}

export /** Turning two-step sign-in off makes the password the only factor again: it must be long enough. */
function requireSingleFactorLength(password: string | undefined) {
  const minimum = minimumPasswordLength(false);
  if (password === undefined || [...password.normalize('NFKC')].length >= minimum) return;
  throw authError('auth/password-does-not-meet-requirements', {
    message: `Choose a password of at least ${minimum} characters before turning off two-step sign-in.`,
  });
}
