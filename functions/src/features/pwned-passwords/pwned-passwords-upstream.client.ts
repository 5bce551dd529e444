import { sharedCacheFreshnessSeconds } from './cache-freshness';
import { HASH_MODES, type HashMode } from './hash-mode';
import { RangeCache, type RangeCacheLimits } from './range-cache';
import { parseUpstreamRange } from './upstream-range-body';

/** A range answer from upstream, or why there is none ("unavailable", never "not found"). */
export type UpstreamRangeResult =
  | { status: 'ok'; records: Uint8Array; maxAgeSeconds: number }
  | { status: 'unavailable'; reason: string };

export interface UpstreamHealth {
  /** The host asked, e.g. api.pwnedpasswords.com. */
  host: string;
  lastFailure: { at: string; reason: string } | null;
  lastSuccessAt: string | null;
}

export interface PwnedPasswordsUpstream {
  /** The range for a 5-hex-digit prefix (either case): cached, coalesced, bounded in time. */
  range(mode: HashMode, prefix: string): Promise<UpstreamRangeResult>;
  health(): UpstreamHealth;
}

export interface UpstreamOptions {
  /** e.g. https://api.pwnedpasswords.com; paths are fixed here, so no request can steer it (SSRF). */
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  cacheLimits?: RangeCacheLimits;
  now?: () => number;
}

/** The longest a lookup waits: sign-up and the checker both wait on it. */
export const UPSTREAM_TIMEOUT_MS = 3000;
/** A real padded answer is ~40 KB; anything this large is not a range answer. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The one door to a Pwned Passwords range API (api.pwnedpasswords.com by default), used when no
 * local store is loaded. Only the 5-digit prefix is sent, with Add-Padding so the answer's size
 * says nothing to anyone watching the wire. Answers are validated line by line, kept as long as
 * the upstream's Cache-Control allows (bounded in entries and bytes), and concurrent requests for
 * one prefix share one upstream request. Every failure (DNS, refused connection, time-out, 5xx,
 * malformed body) is an "unavailable" result, reported at once or after at most 3 s.
 */
export function createPwnedPasswordsUpstream(options: UpstreamOptions): PwnedPasswordsUpstream {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const host = new URL(baseUrl).host;
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const cache = new RangeCache(options.cacheLimits);
  const inFlight = new Map<string, Promise<UpstreamRangeResult>>();
  let lastFailure: UpstreamHealth['lastFailure'] = null;
  let lastSuccessAt: string | null = null;

  async function fetchRange(mode: HashMode, prefix: string): Promise<UpstreamRangeResult> {
    const query = mode === 'ntlm' ? '?mode=ntlm' : '';
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${baseUrl}/range/${prefix}${query}`, {
        headers: { 'Add-Padding': 'true', 'User-Agent': options.userAgent, Accept: 'text/plain' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { status: 'unavailable', reason: `${host} answered HTTP ${response.status}.` };
      }
      body = await readLimitedText(response, MAX_BODY_BYTES);
    } catch (error) {
      return { status: 'unavailable', reason: describeFetchFailure(error, host, timeoutMs) };
    }
    const parsed = parseUpstreamRange(HASH_MODES[mode], prefix, body);
    if (!parsed.ok)
      return {
        status: 'unavailable',
        reason: `${host} sent an unreadable answer: ${parsed.reason}`,
      };
    return {
      status: 'ok',
      records: parsed.records,
      maxAgeSeconds: sharedCacheFreshnessSeconds(response.headers),
    };
  }

  async function askAndRemember(mode: HashMode, prefix: string, key: string) {
    const result = await fetchRange(mode, prefix);
    const at = now();
    if (result.status === 'unavailable') {
      lastFailure = { at: new Date(at).toISOString(), reason: result.reason };
      return result;
    }
    lastSuccessAt = new Date(at).toISOString();
    if (result.maxAgeSeconds > 0)
      cache.set(key, { records: result.records, expiresAt: at + result.maxAgeSeconds * 1000 });
    return result;
  }

  return {
    range(mode, prefix) {
      const upper = prefix.toUpperCase();
      const key = `${mode}:${upper}`;
      const cached = cache.get(key, now());
      if (cached) {
        const maxAgeSeconds = Math.floor((cached.expiresAt - now()) / 1000);
        return Promise.resolve({ status: 'ok', records: cached.records, maxAgeSeconds });
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = askAndRemember(mode, upper, key).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
    health: () => ({ host, lastFailure, lastSuccessAt }),
  };
}

/** The body as text, refusing (and cancelling) one larger than `limit` bytes. */
async function readLimitedText(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    length += chunk.byteLength;
    if (length > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('latin1');
}

class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`The answer was larger than ${limit / 1024 / 1024} MiB.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Network errors in words an operator can act on; never the prefix that was asked for. */
function describeFetchFailure(error: unknown, host: string, timeoutMs: number): string {
  if (!(error instanceof Error)) return `${host} could not be reached.`;
  if (error.name === 'TimeoutError') return `${host} did not answer within ${timeoutMs / 1000} s.`;
  if (error instanceof BodyTooLargeError) return `${host} sent too much: ${error.message}`;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `${host} could not be found (DNS: ${code}).`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection.`;
  return `${host} could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`;
}
