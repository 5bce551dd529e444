import { isAPIError } from 'better-auth/api';
import type { AuthAudit } from './auth-audit';
import { errorCodeOf } from './auth-error';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { type HookContext, field } from './hook-context';
import type { SessionWithUser } from './session.repository';
import {
  type AuthOutcome,
  type SecurityEventSink,
  clientOfHeaders,
  securityEventOf,
} from './security-events';

/** Polled constantly and uneventful: logging each would drown the events that matter. */
const UNLOGGED_PATHS = new Set(['/get-session', '/ok', '/error']);

/**
 * What every identity request leaves behind once answered: a line in the operator's log, and,
 * when it changed or entered the account, an event in the person's own security activity.
 */
export async function recordAuthOutcome(
  ctx: HookContext,
  deps: { audit: AuthAudit; securityEvents: SecurityEventSink },
  outcome: AuthOutcome,
): Promise<void> {
  if (UNLOGGED_PATHS.has(ctx.path)) return;
  const returned = ctx.context.returned;
  const email = field(ctx.body, 'email') ?? field(ctx.body, 'newEmail');
  deps.audit.record(ctx.path.slice(1), outcome.failed ? 'failure' : 'success', {
    code: errorCodeOf(returned),
    status: isAPIError(returned) ? returned.statusCode : 200,
    userId:
      ctx.context.newSession?.user.id ??
      outcome.session?.userId ??
      outcome.twoFactorUserId ??
      undefined,
    emailHash: email ? deps.audit.fingerprint(email) : undefined,
    ip: ctx.headers?.get(CLIENT_IP_HEADER),
  });
  const event = securityEventOf(ctx, outcome);
  if (event) await deps.securityEvents.record({ ...event, ...clientOfHeaders(ctx.headers) });
}

/**
 * A request refused before better-auth ran (a replayed code, a stale sign-in, a password over
 * the input cap): one audit line. Throttle refusals are logged where they are decided, with why.
 */
export function recordRefusal(
  ctx: HookContext,
  audit: AuthAudit,
  session: SessionWithUser | null,
  error: unknown,
): void {
  const code = errorCodeOf(error);
  if (code === 'auth/too-many-requests') return;
  audit.record(ctx.path.slice(1), 'refused', {
    code,
    status: isAPIError(error) ? error.statusCode : undefined,
    userId: session?.userId,
    ip: ctx.headers?.get(CLIENT_IP_HEADER),
  });
}
