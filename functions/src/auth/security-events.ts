import type {
  SecurityEventDetails,
  SecurityEventKind,
} from '@bulwark/contracts/schemas/security-activity.schema';
import { isAPIError } from 'better-auth/api';
import { type RequestClient, requestClient } from '@/http/request-client';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { type HookContext, field } from './hook-context';
import type { SessionWithUser } from './session.repository';

/** One event for the person's security activity (features/security-activity records it). */
export interface SecurityEventInput {
  /** Whose account; a failed password sign-in knows only the address it named. */
  account: { userId: string } | { email: string };
  kind: SecurityEventKind;
  ip: string | null;
  userAgent: string | null;
  details?: SecurityEventDetails;
}

export interface SecurityEventSink {
  record(event: SecurityEventInput): Promise<void>;
}

/** What the after-hook knows about the request that just ran. */
export interface AuthOutcome {
  failed: boolean;
  /** The session this browser had before the request. */
  session: SessionWithUser | null;
  /** The account behind a second-factor challenge. */
  twoFactorUserId: string | null;
}

function passkeyName(returned: unknown): string | undefined {
  if (typeof returned !== 'object' || returned === null || isAPIError(returned)) return undefined;
  const { name } = returned as { name?: unknown };
  return typeof name === 'string' && name ? name : undefined;
}

/** Two-step sign-in is on: a code comes next (no device is ever trusted to skip it). */
function isChallenged(ctx: HookContext): boolean {
  const user = ctx.context.newSession?.user as { twoFactorEnabled?: boolean | null } | undefined;
  return user?.twoFactorEnabled === true;
}

/**
 * The security event an identity request makes, if any. Sign-ins count once complete (after the
 * second factor); a failed sign-in counts whether the password or the second step failed.
 */
export function securityEventOf(
  ctx: HookContext,
  outcome: AuthOutcome,
): Omit<SecurityEventInput, 'ip' | 'userAgent'> | null {
  const { failed, session, twoFactorUserId } = outcome;
  const signedIn = ctx.context.newSession?.user.id;
  const signIn = (signInMethod: NonNullable<SecurityEventDetails['signInMethod']>) =>
    signedIn
      ? { account: { userId: signedIn }, kind: 'sign-in' as const, details: { signInMethod } }
      : null;
  const own = (kind: SecurityEventKind, details?: SecurityEventDetails) =>
    !failed && session ? { account: { userId: session.userId }, kind, details } : null;
  const secondStep = (signInMethod: 'password-and-authenticator' | 'password-and-backup-code') => {
    // With a session, the code confirms turning two-step sign-in on, not a sign-in.
    if (session) return session.twoFactorEnabled ? null : own('two-step-enabled');
    if (failed && twoFactorUserId)
      return { account: { userId: twoFactorUserId }, kind: 'sign-in-failed' as const };
    return signIn(signInMethod);
  };
  switch (ctx.path) {
    case '/sign-in/email': {
      // A password that opens a second-factor challenge is not yet a sign-in (the plugin's own
      // after-hook, which turns this session into the challenge, runs after ours).
      if (!failed) return isChallenged(ctx) ? null : signIn('password');
      // 401 is a wrong address or password; an unverified or disabled account (403) had it right.
      const returned = ctx.context.returned;
      const email = field(ctx.body, 'email');
      return email && isAPIError(returned) && returned.statusCode === 401
        ? { account: { email }, kind: 'sign-in-failed' }
        : null;
    }
    case '/two-factor/verify-totp':
      return secondStep('password-and-authenticator');
    case '/two-factor/verify-backup-code':
      return secondStep('password-and-backup-code');
    case '/passkey/verify-authentication':
      return failed ? null : signIn('passkey');
    case '/change-password':
      return own('password-changed');
    case '/two-factor/disable':
      return own('two-step-disabled');
    case '/two-factor/generate-backup-codes':
      return own('backup-codes-replaced');
    case '/passkey/verify-registration': {
      const name = passkeyName(ctx.context.returned);
      return own('passkey-added', name ? { passkeyName: name } : undefined);
    }
    case '/passkey/delete-passkey':
      return own('passkey-removed');
    default:
      return null;
  }
}

/** Where an identity request came from (the address is the one app.ts derived from the socket). */
export function clientOfHeaders(headers: Headers | null | undefined): RequestClient {
  return requestClient(headers?.get(CLIENT_IP_HEADER), headers);
}
