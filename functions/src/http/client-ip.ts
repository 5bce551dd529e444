import { getConnInfo } from '@hono/node-server/conninfo';
import { isIPv6 } from 'node:net';
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

/** An IPv4 address written inside IPv6 (`::ffff:192.0.2.1`), as Node reports dual-stack sockets. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The address a rate limit counts against: an IPv4 address itself, an IPv6 address its /64
 * (`2001:db8:1:2::/64`), as better-auth groups its own limiter. A home or a server is handed a
 * whole /64, so counting each IPv6 address apart would give one client 2^64 fresh buckets.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  // A trailing dotted quad (`64:ff9b::192.0.2.1`) lies in the last 32 bits, outside the /64.
  const [head = '', tail] = ip
    .toLowerCase()
    .replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0')
    .split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
