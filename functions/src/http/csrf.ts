import type { MiddlewareHandler } from 'hono';
import { CallableError } from '@bulwark/contracts/errors';

/**
 * Cookie-authenticated writes must come from our own pages (ASVS 5.0 3.5.1–3.5.3): a foreign
 * Origin, a cross-site fetch without Origin, or a simple (form-encodable) content type is refused.
 */
export function sameOriginWrites(origin: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS')
      return next();
    const requestOrigin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (
      (requestOrigin && requestOrigin !== origin) ||
      (!requestOrigin && fetchSite === 'cross-site')
    ) {
      // Thrown, not answered here: the one error path logs it as a refused request (ASVS 16.3.3).
      throw new CallableError('permission-denied', 'Cross-site request refused.');
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.toLowerCase().startsWith('application/json')) {
      return c.json(
        {
          error: {
            code: 'invalid-argument',
            message: 'Send JSON (Content-Type: application/json).',
          },
        },
        415,
      );
    }
    return next();
  };
}
