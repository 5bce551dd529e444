import { type Env, Hono } from 'hono';
import { CallableError } from '@bulwark/contracts/errors';
import { ReportNotMeInputSchema } from '@bulwark/contracts/schemas/security-activity.schema';
import type { AuthService } from '@/auth/auth';
import { limitBody } from '@/http/body-limit';
import { clientIp } from '@/http/client-ip';
import { requestClient } from '@/http/request-client';
import { signInRequired } from '@/http/require-session';
import type { AppServices } from '@/platform/context';
import { findSecurityEvent } from './security-activity.repository';
import { eventOfReportToken, reportNotMe } from './security-activity.service';

/** A token or an id, nothing more. */
const NOT_ME_BODY_MAX_BYTES = 1024;

/**
 * `POST /v1/security-activity/not-me`: "This wasn't me", from the mailed link (`{ token }`, no
 * session needed: whoever was let in may have changed the password) or from the activity list
 * while signed in (`{ eventId }`). A route rather than a callable: it ends the caller's own
 * session and asks identity for a reset link, which callables cannot reach.
 */
export function mountNotMeRoute<E extends Env>(
  app: Hono<E>,
  deps: {
    services: AppServices;
    auth: Pick<AuthService, 'getSession' | 'secureAccount'>;
    trustProxy: boolean;
  },
): void {
  const route = new Hono();
  route.post('/', limitBody(NOT_ME_BODY_MAX_BYTES), async (c) => {
    const body: unknown = await c.req.json().catch(() => {
      throw new CallableError('invalid-argument', 'The request body is not valid JSON.');
    });
    const parsed = ReportNotMeInputSchema.safeParse(body);
    if (!parsed.success)
      throw new CallableError('invalid-argument', 'Open the link from the mail again.');
    const { services } = deps;
    let event;
    if ('token' in parsed.data) {
      event = await eventOfReportToken(services.db, parsed.data.token, services.clock.now());
    } else {
      const session = await deps.auth.getSession(c.req.raw.headers);
      if (!session) throw signInRequired();
      event = await findSecurityEvent(services.db, session.user.id, parsed.data.eventId);
      if (!event) throw new CallableError('not-found', 'That event is not in your activity.');
    }
    const result = await reportNotMe(services, (userId) => deps.auth.secureAccount(userId), {
      userId: event.userId,
      reportedEventId: event.id,
      ...requestClient(clientIp(c, deps.trustProxy), c.req.raw.headers),
    });
    return c.json(result);
  });
  app.route('/v1/security-activity/not-me', route);
}
