import { isAPIError } from 'better-auth/api';
import type { AuthAudit } from './auth-audit';
import { errorCodeOf } from './auth-error';
import { CLIENT_IP_HEADER } from './client-ip-header';
import { type HookContext, field } from './hook-context';
import type { SessionWithUser } from './session.repository';

/** Polled constantly and uneventful: logging each would drown the events that matter. */
const UNLOGGED_PATHS = new Set(['/get-session', '/ok', '/error']);

/** What the after-hook knows about the request that just ran. */
export interface AuthOutcome {
  failed: boolean;
  /** The session this browser had before the request. */
  session: SessionWithUser | null;
  /** The account behind a second-factor challenge. */
  twoFactorUserId: string | null;
}

/** What every identity request leaves behind once answered: a line in the operator's log. */
export function recordAuthOutcome(
  ctx: HookContext,
  deps: { audit: AuthAudit },
  outcome: AuthOutcome,
): void {
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
}
