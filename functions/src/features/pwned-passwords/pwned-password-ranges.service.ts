import { createHash } from 'node:crypto';
import type { PwnedPasswordsStatus } from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { bucketOfHash, HASH_MODES, type HashMode } from './hash-mode';
import type { PwnedPasswordStore } from './pwned-password-store';
import type { PwnedPasswordsUpstream } from './pwned-passwords-upstream.client';
import { buildRangeBody } from './range-body';
import { bucketContainsHash } from './record-codec';

/** What api.pwnedpasswords.com sends: a month, public (the body depends only on the prefix). */
export const LOCAL_RANGE_CACHE_CONTROL = 'public, max-age=2678400';
/** One warning a minute at most while the upstream stays down; each request still says so. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

export type RangeBodyResult =
  | { status: 'ok'; body: string; cacheControl: string }
  /** No local store for this mode and no upstream to ask. */
  | { status: 'not-loaded' }
  | { status: 'unavailable'; reason: string };

export interface PwnedPasswordRanges {
  /** The /range body for a valid prefix: from the local store when it has the mode, else upstream. */
  rangeBody(mode: HashMode, prefix: string, addPadding: boolean): Promise<RangeBodyResult>;
  /**
   * Whether the password's SHA-1 is a known breached one. Throws PwnedPasswordsUnavailableError
   * when only the upstream could answer and it did not; false when there is no data at all.
   */
  isBreached(password: string): Promise<boolean>;
  status(): Promise<PwnedPasswordsStatus>;
}

/** What the service logs with (lib/logger's Logger fits); structural, so scripts can use it too. */
interface WarningLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

export class PwnedPasswordsUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PwnedPasswordsUnavailableError';
  }
}

/**
 * Where breached-password answers come from: the local store always wins; without one, the
 * upstream range API (`upstream` undefined when PWNED_PASSWORDS_UPSTREAM=off). Shared by /range,
 * the password policy and the status endpoint, so they never disagree about the source.
 */
export function createPwnedPasswordRanges(options: {
  store: PwnedPasswordStore;
  upstream: PwnedPasswordsUpstream | undefined;
  logger: WarningLogger;
}): PwnedPasswordRanges {
  const { store, upstream, logger } = options;
  let lastLoggedAt = Number.NEGATIVE_INFINITY;

  function reportFailure(reason: string): void {
    const now = Date.now();
    if (now - lastLoggedAt < FAILURE_LOG_INTERVAL_MS) return;
    lastLoggedAt = now;
    logger.warn('Pwned Passwords upstream unavailable', { reason });
  }

  async function askUpstream(mode: HashMode, prefix: string) {
    if (!upstream) return undefined;
    const answer = await upstream.range(mode, prefix);
    if (answer.status === 'unavailable') reportFailure(answer.reason);
    return answer;
  }

  return {
    async rangeBody(mode, prefix, addPadding) {
      const spec = HASH_MODES[mode];
      const bucket = Number.parseInt(prefix, 16);
      // The local path stays one synchronous read into the reused buffer (docs/benchmarks.md).
      const local = await store.withBucket(mode, bucket, (records) =>
        buildRangeBody(spec, records, addPadding),
      );
      if (local !== undefined)
        return { status: 'ok', body: local, cacheControl: LOCAL_RANGE_CACHE_CONTROL };
      const answer = await askUpstream(mode, prefix);
      if (answer === undefined) return { status: 'not-loaded' };
      if (answer.status === 'unavailable') return answer;
      return {
        status: 'ok',
        body: buildRangeBody(spec, answer.records, addPadding),
        cacheControl:
          answer.maxAgeSeconds > 0 ? `public, max-age=${answer.maxAgeSeconds}` : 'no-store',
      };
    },

    async isBreached(password) {
      const spec = HASH_MODES.sha1;
      const hash = createHash('sha1').update(password, 'utf8').digest();
      const local = await store.withBucket('sha1', bucketOfHash(hash), (records) =>
        bucketContainsHash(spec, records, hash),
      );
      if (local !== undefined) return local;
      const answer = await askUpstream('sha1', hash.toString('hex', 0, 3).slice(0, 5));
      if (answer === undefined) return false;
      if (answer.status === 'unavailable') throw new PwnedPasswordsUnavailableError(answer.reason);
      return bucketContainsHash(spec, answer.records, hash);
    },

    async status() {
      const stats = await store.stats();
      const health = upstream?.health();
      return {
        ...stats,
        source: (await store.has('sha1')) ? 'local' : upstream ? 'upstream' : 'off',
        upstreamHost: health?.host ?? null,
        lastUpstreamFailure: health?.lastFailure ?? null,
        lastUpstreamSuccessAt: health?.lastSuccessAt ?? null,
      };
    },
  };
}
