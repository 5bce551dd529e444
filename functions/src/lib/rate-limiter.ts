/**
 * Fixed windows (one minute unless said otherwise) counted in this process, for the limits that
 * are anti-automation only (ASVS 2.4.1) on hot paths: with N hosts a client gets at most N times
 * the limit, which is acceptable there, and keeping the counters out of the database keeps the
 * range endpoint at thousands of requests a second. Credential protection, key use and quotas go
 * through shared-rate-limiter.ts instead. See docs/decisions/016-shared-limits.md; the README lists
 * the limits that stay per process.
 */
export interface RateLimiter {
  /** Counts one request for `key`; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, nowMs?: number): number;
  /** The seconds `key` must still wait, without counting anything; 0 when it may go on. */
  retryAfter(key: string, nowMs?: number): number;
}

const MINUTE_MS = 60_000;
/** Keys are dropped when their window has passed; a sweep bounds memory under many keys. */
const SWEEP_EVERY = 10_000;

export function createRateLimiter(limit: number, windowMs = MINUTE_MS): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let sinceSweep = 0;
  function secondsLeft(window: { startedAt: number; count: number }, now: number) {
    if (window.count <= limit) return 0;
    return Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
  }
  function sweep(now: number) {
    for (const [key, window] of windows)
      if (now - window.startedAt >= windowMs) windows.delete(key);
  }
  return {
    hit(key, nowMs = Date.now()) {
      sinceSweep += 1;
      if (sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        sweep(nowMs);
      }
      const window = windows.get(key);
      if (!window || nowMs - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: nowMs, count: 1 });
        return 0;
      }
      window.count += 1;
      return secondsLeft(window, nowMs);
    },
    retryAfter(key, nowMs = Date.now()) {
      const window = windows.get(key);
      return window && nowMs - window.startedAt < windowMs ? secondsLeft(window, nowMs) : 0;
    },
  };
}
