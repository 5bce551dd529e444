import { z } from 'zod';
import type { BreachSettings } from '@/env';
import { type HibpBreach, HibpBreachSchema } from './hibp-format';

/**
 * The one door to the live Have I Been Pwned API. Every call has a time-out, a user agent (HIBP
 * answers 403 without one) and a zod-checked answer. The base URL comes only from the operator's
 * configuration and paths are fixed here, so no request input can steer it elsewhere (SSRF).
 */
export type HibpAccountResult =
  | { status: 'found'; breaches: HibpBreach[] }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: string; retryAfterSeconds?: number };

export interface HibpClient {
  breachedAccount(email: string): Promise<HibpAccountResult>;
  /** Seconds until HIBP's last long "retry after" has passed; 0 when we may ask again. */
  blockedForSeconds(): number;
  /** The public catalog; throws HibpUnavailableError when HIBP cannot be reached. */
  listBreaches(): Promise<HibpBreach[]>;
}

export class HibpUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'HibpUnavailableError';
  }
}

/** Waits this long at most when HIBP says "retry after"; longer waits report HIBP unavailable. */
const MAX_RETRY_WAIT_SECONDS = 3;

type HibpSettings = Pick<
  BreachSettings,
  'hibpBaseUrl' | 'hibpApiKey' | 'hibpTimeoutMs' | 'userAgent'
>;

function describeStatus(status: number): string {
  if (status === 401) return 'HIBP refused the API key (401).';
  if (status === 403) return 'HIBP refused the request (403).';
  if (status === 429) return 'HIBP is rate-limiting our requests (429).';
  if (status >= 500) return `HIBP is not available right now (${status}).`;
  return `HIBP answered with status ${status}.`;
}

function retryAfterSeconds(response: Response): number {
  const value = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : 2;
}

export function createHibpClient(
  settings: HibpSettings,
  fetchImpl: typeof fetch = fetch,
): HibpClient {
  /** After a long 429 we stop asking until HIBP's retry-after has passed. */
  let blockedUntil = 0;

  async function request(path: string, withKey: boolean): Promise<Response> {
    const headers: Record<string, string> = {
      'user-agent': settings.userAgent,
      accept: 'application/json',
    };
    if (withKey && settings.hibpApiKey) headers['hibp-api-key'] = settings.hibpApiKey;
    return fetchImpl(`${settings.hibpBaseUrl}${path}`, {
      headers,
      redirect: 'error',
      signal: AbortSignal.timeout(settings.hibpTimeoutMs),
    });
  }

  async function fetchAccount(email: string, attempt: number): Promise<HibpAccountResult> {
    const response = await request(
      `/breachedaccount/${encodeURIComponent(email)}?truncateResponse=false&includeUnverified=true`,
      true,
    );
    if (response.status === 404) return { status: 'not-found' };
    if (response.status === 429) {
      const wait = retryAfterSeconds(response);
      if (attempt === 0 && wait <= MAX_RETRY_WAIT_SECONDS) {
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        return fetchAccount(email, attempt + 1);
      }
      blockedUntil = Date.now() + wait * 1000;
      return { status: 'unavailable', reason: describeStatus(429), retryAfterSeconds: wait };
    }
    if (!response.ok) return { status: 'unavailable', reason: describeStatus(response.status) };
    const parsed = z.array(HibpBreachSchema).safeParse(await response.json());
    if (!parsed.success)
      return { status: 'unavailable', reason: 'HIBP sent an answer we could not read.' };
    return { status: 'found', breaches: parsed.data };
  }

  const blockedForSeconds = () => Math.max(0, Math.ceil((blockedUntil - Date.now()) / 1000));

  return {
    blockedForSeconds,
    async breachedAccount(email) {
      if (!settings.hibpApiKey)
        return { status: 'unavailable', reason: 'No HIBP API key is configured.' };
      const wait = blockedForSeconds();
      if (wait > 0)
        return { status: 'unavailable', reason: describeStatus(429), retryAfterSeconds: wait };
      try {
        return await fetchAccount(email, 0);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          status: 'unavailable',
          reason: timedOut ? 'HIBP did not answer in time.' : 'HIBP could not be reached.',
        };
      }
    },
    async listBreaches() {
      let response: Response;
      try {
        response = await request('/breaches', false);
      } catch (error) {
        throw new HibpUnavailableError(
          error instanceof Error ? error.message : 'HIBP could not be reached.',
        );
      }
      if (!response.ok) throw new HibpUnavailableError(describeStatus(response.status));
      const parsed = z.array(HibpBreachSchema).safeParse(await response.json());
      if (!parsed.success) throw new HibpUnavailableError('HIBP sent a catalog we could not read.');
      return parsed.data;
    },
  };
}
