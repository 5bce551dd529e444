import { type Env, Hono } from 'hono';
import { CallableError } from '@bulwark/contracts/errors';
import type { AuthService } from '@/auth/auth';
import { requireSession } from '@/http/require-session';
import { inUserTransaction } from '@/db/user-transaction';
import type { AppServices } from '@/platform/context';
import { findAvatar } from './profile-settings.service';

/** `GET /v1/avatar`: the signed-in person's picture, never cached by anything shared. */
export function mountAvatarRoute<E extends Env>(
  app: Hono<E>,
  deps: { services: AppServices; auth: Pick<AuthService, 'getSession'> },
): void {
  // Its own Hono, so the session the middleware hands on keeps its type (the app's is generic).
  const avatar = new Hono();
  avatar.get('/', requireSession(deps.auth), async (c) => {
    const userId = c.var.session.user.id;
    const found = await inUserTransaction(deps.services.db, userId, (db) => findAvatar(db, userId));
    if (!found) throw new CallableError('not-found', 'No avatar.');
    return c.body(Buffer.from(found.data), 200, {
      'Content-Type': found.contentType,
      'Cache-Control': 'private, no-store',
    });
  });
  app.route('/v1/avatar', avatar);
}
