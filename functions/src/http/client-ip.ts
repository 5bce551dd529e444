import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address rate limits are keyed on. Without a trusted proxy it is the socket's address:
 * a client-sent X-Forwarded-For is ignored (better-auth would trust a single-value one).
 * Behind a proxy (TRUST_PROXY=true) it is the right-most X-Forwarded-For entry, the one our
 * proxy appended.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return '127.0.0.1';
  }
}
