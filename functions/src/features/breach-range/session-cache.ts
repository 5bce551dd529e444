import { createHash } from 'node:crypto';
import type { SessionUser } from '@/platform/context';

export interface SessionReader {
  getSession(headers: Headers): Promise<{ user: SessionUser } | null>;
}

/** A second is far shorter than any session lifetime, and bounds how long a revoked one lingers here. */
const DEFAULT_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers a validated session for one second, for the range endpoint only. A full session
 * check costs several queries (~3 ms); the range answer itself costs one (~0.2 ms), and a check
 * screen or a load test sends many in a burst. The endpoint returns k-anonymous index data, so
 * a sign-out taking effect here up to a second late exposes nothing new. Keys are SHA-256 of the
 * cookie header, so session tokens are not kept in memory. See docs/decisions/006.
 */
export function createSessionCache(auth: SessionReader, ttlMs = DEFAULT_TTL_MS): SessionReader {
  // Promises, so that a burst of requests with the same cookie shares one session check.
  const entries = new Map<
    string,
    { session: Promise<{ user: SessionUser } | null>; until: number }
  >();
  return {
    getSession(headers) {
      const cookie = headers.get('cookie');
      if (!cookie) return auth.getSession(headers);
      const key = createHash('sha256').update(cookie).digest('base64');
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.until > now) return cached.session;
      const session = auth.getSession(headers);
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, { session, until: now + ttlMs });
      // Only a signed-in answer is kept: a failure or "no session" is asked again next time.
      const forget = () => {
        if (entries.get(key)?.session === session) entries.delete(key);
      };
      session.then((value) => (value ? undefined : forget()), forget);
      return session;
    },
  };
}
