import type { Env, Hono } from 'hono';
import { CallableError } from '@bulwark/contracts/errors';
import type { AuthService } from '@/auth/auth';
import { type AppServices, withUserTransaction } from '@/platform/context';
import { findAvatar } from './profile-settings.service';

/** `GET /v1/avatar`: the signed-in person's picture, never cached by anything shared. */
export function mountAvatarRoute<E extends Env>(
  app: Hono<E>,
  deps: { services: AppServices; auth: Pick<AuthService, 'getSession'> },
): void {
  app.get('/v1/avatar', async (c) => {
    const session = await deps.auth.getSession(c.req.raw.headers);
    if (!session) throw new CallableError('unauthenticated', 'Sign in to continue.');
    const userId = session.user.id;
    const avatar = await withUserTransaction(deps.services.db, userId, (db) =>
      findAvatar(db, userId),
    );
    if (!avatar) throw new CallableError('not-found', 'No avatar.');
    return c.body(Buffer.from(avatar.data), 200, {
      'Content-Type': avatar.contentType,
      'Cache-Control': 'private, no-store',
    });
  });
}
