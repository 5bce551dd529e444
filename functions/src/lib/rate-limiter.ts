/**
 * Fixed windows (one minute unless said otherwise) counted in this process. Rate limits here are anti-automation
 * (ASVS 2.4.1), not credential protection: with N hosts a client gets at most N times the limit,
 * which is acceptable, and keeping the counters out of the database keeps the range endpoint
 * at thousands of requests a second. See docs/decisions/006-breach-intelligence.md.
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

const shared = new WeakMap<object, Map<string, RateLimiter>>();

/** One limiter per process (`owner`: the process's services) and purpose, made on first use. */
export function sharedRateLimiter(
  owner: object,
  purpose: string,
  limit: number,
  windowMs = MINUTE_MS,
): RateLimiter {
  const byPurpose = shared.get(owner) ?? new Map<string, RateLimiter>();
  shared.set(owner, byPurpose);
  const existing = byPurpose.get(purpose);
  if (existing) return existing;
  const limiter = createRateLimiter(limit, windowMs);
  byPurpose.set(purpose, limiter);
  return limiter;
}
