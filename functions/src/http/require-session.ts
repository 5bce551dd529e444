import { createMiddleware } from 'hono/factory';
import { CallableError } from '@bulwark/contracts/errors';
import type { SessionUser } from '@/platform/context';

/** Where a route reads the session: the auth service, or a cache in front of it (breach range). */
export interface SessionSource<S extends { user: SessionUser }> {
  getSession(headers: Headers): Promise<S | null>;
}

/** The one refusal for a request without a session, on every route and callable alike. */
export function signInRequired(): CallableError {
  return new CallableError('unauthenticated', 'Sign in to continue.');
}

/**
 * Lets a request through only with a session, which it hands on as `c.var.session`. Without one
 * it throws {@link signInRequired}, which the app's error handler turns into the one 401 body.
 */
export function requireSession<S extends { user: SessionUser }>(source: SessionSource<S>) {
  return createMiddleware<{ Variables: { session: S } }>(async (c, next) => {
    const session = await source.getSession(c.req.raw.headers);
    if (!session) throw signInRequired();
    c.set('session', session);
    await next();
  });
}
