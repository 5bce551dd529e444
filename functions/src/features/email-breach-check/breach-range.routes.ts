import { Hono } from 'hono';
import { CallableError } from '@bulwark/contracts/errors';
import { BREACH_RANGE_PREFIX_PATTERN } from '@bulwark/contracts/schemas/breach.schema';
import type { AppServices } from '@/platform/context';
import { answerRange } from './breach-range.service';
import { createRateLimiter } from '@/lib/rate-limiter';
import { type SessionReader, createSessionCache } from './session-cache';

/**
 * `GET /v1/breaches/range/{6 hex}`: the private check. Signed-in only and rate-limited per user,
 * so nobody can page through the whole index (16.7 million prefixes) from one account.
 */
export function createBreachRangeRoutes(deps: {
  services: AppServices;
  auth: SessionReader;
}): Hono {
  const app = new Hono();
  const limiter = createRateLimiter(deps.services.config.breaches.rangePerMinute);
  const sessions = createSessionCache(deps.auth);
  app.get('/range/:prefix', async (c) => {
    const session = await sessions.getSession(c.req.raw.headers);
    if (!session) throw new CallableError('unauthenticated', 'Sign in to continue.');
    const prefix = c.req.param('prefix');
    if (!BREACH_RANGE_PREFIX_PATTERN.test(prefix)) {
      throw new CallableError(
        'invalid-argument',
        'Send the first 6 hexadecimal characters of the SHA-1 hash.',
      );
    }
    const wait = limiter.hit(session.user.id);
    if (wait > 0) {
      throw new CallableError(
        'resource-exhausted',
        `Too many checks. Try again in ${wait} seconds.`,
        {
          retryAfterSeconds: wait,
        },
      );
    }
    return c.json(await answerRange(deps.services, session.user, prefix));
  });
  return app;
}
