import { createHash } from 'node:crypto';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '@/db/client';
import { sharedRateLimit } from '@/platform/platform.table';

/**
 * The one way to a limit that must hold across instances: credential protection (wrong API keys),
 * key use, and quotas that cost someone else (mail sent, the operator's HIBP key). Bulwark runs as
 * several processes on one PostgreSQL database, and a limit counted in each process would give a
 * client N times its budget. See docs/decisions/016-shared-limits.md; the limits that stay per
 * process (lib/rate-limiter.ts) are listed in the README.
 *
 * rate-limiter-flexible counts, not us. On PostgreSQL: its Drizzle store on the app's owner
 * connection, in `shared_rate_limit` (made by our migration like every table, never by the
 * library at run time), one atomic upsert a hit, so hits on two instances at the same moment both count. Never
 * call it from inside a request's transaction (call-route.ts counts a callable's limit before its
 * transaction opens): it would want a second pool connection while holding one. On the embedded
 * database there is one process (the data directory is locked), so the library's memory store is
 * the same budget, and no query waits for PGlite's one connection.
 */
export interface SharedRateLimiter {
  /** Counts one use of `key`; resolves to the seconds to wait when over the limit, else 0. */
  hit(key: string): Promise<number>;
  /** The seconds `key` must still wait, without counting anything; 0 when it may go on. */
  retryAfter(key: string): Promise<number>;
}

export interface SharedRateLimits {
  /**
   * The limiter for `purpose` (at most `limit` uses a key per window of `windowMs`), made on first
   * use; every instance on the database that asks for the same purpose counts in the same budget.
   */
  limiter(purpose: string, limit: number, windowMs: number): SharedRateLimiter;
}

/** Keys are stored hashed: an API key, an address or a user id never sits in the table as such. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function secondsToWait(result: RateLimiterRes): number {
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}

function wrap(store: RateLimiterAbstract, limit: number): SharedRateLimiter {
  return {
    async hit(key) {
      try {
        await store.consume(storedKey(key));
        return 0;
      } catch (refusal) {
        // The library rejects with its result when over the limit, with an Error when the store fails.
        if (refusal instanceof RateLimiterRes) return secondsToWait(refusal);
        throw refusal;
      }
    },
    async retryAfter(key) {
      const current = await store.get(storedKey(key));
      return current && current.consumedPoints > limit ? secondsToWait(current) : 0;
    },
  };
}

export function createSharedRateLimits(database: Pick<Database, 'kind' | 'db'>): SharedRateLimits {
  const made = new Map<string, { limit: number; windowMs: number; limiter: SharedRateLimiter }>();
  return {
    limiter(purpose, limit, windowMs) {
      const existing = made.get(purpose);
      if (existing) {
        if (existing.limit !== limit || existing.windowMs !== windowMs)
          throw new Error(`The shared limit "${purpose}" was asked for with two budgets.`);
        return existing.limiter;
      }
      const options = { keyPrefix: purpose, points: limit, duration: windowMs / 1000 };
      const store =
        database.kind === 'postgres'
          ? new RateLimiterDrizzle({
              ...options,
              storeClient: database.db,
              schema: sharedRateLimit,
              // The hourly clean-up (maintenance.schedules.ts) removes spent windows; the library's
              // own timer would log with console.
              clearExpiredByTimeout: false,
            })
          : new RateLimiterMemory(options);
      const limiter = wrap(store, limit);
      made.set(purpose, { limit, windowMs, limiter });
      return limiter;
    },
  };
}
