import { type Context, type Env as HonoEnv, Hono, type Next } from 'hono';
import { EmailSchema } from '@bulwark/contracts/schemas/email.schema';
import { clientIp, rateLimitAddress } from '@/http/client-ip';
import type { AppServices } from '@/platform/context';
import { isKnownApiKey } from './api-keys';
import {
  breachedAccountForApi,
  dataClassesForApi,
  getBreachForApi,
  latestBreachForApi,
  listBreachesForApi,
} from './hibp-compatible-api.service';
import { createRateLimiter } from '@/lib/rate-limiter';

export interface HibpApiDeps {
  services: AppServices;
  trustProxy: boolean;
}

/**
 * Wrong keys a client (an IPv4 address, an IPv6 /64) may send per window before every account
 * search it makes is refused: keys are 32 random characters or more, so this bounds noise and
 * abuse rather than guessing, which is hopeless either way.
 */
const WRONG_KEYS_PER_CLIENT = 10;
const WRONG_KEY_WINDOW_MS = 10 * 60_000;

/** HIBP's error bodies: `{ statusCode, message }`; 404 has no body at all. */
function failure(
  c: Context,
  status: 400 | 401 | 403 | 429,
  message: string,
  headers: Record<string, string> = {},
) {
  return c.json({ statusCode: status, message }, status, headers);
}

/** HIBP treats query parameter names case-insensitively (`Domain`, `domain`). */
function queryParam(c: Context, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.toLowerCase() === wanted) return values[0];
  }
  return undefined;
}

function tooManyRequests(c: Context, wait: number) {
  return failure(c, 429, `Rate limit is exceeded. Try again in ${wait} seconds.`, {
    'Retry-After': String(wait),
  });
}

function booleanParam(c: Context, name: string, fallback: boolean): boolean | 'invalid' {
  const value = queryParam(c, name)?.toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return 'invalid';
}

/**
 * `/api/v3/*`: Have I Been Pwned's API v3, answered from local data, so HIBP clients work against
 * Bulwark with only their base URL changed. Same statuses as HIBP: 400 bad input, 401 missing or
 * unknown `hibp-api-key` (breachedaccount only, as on HIBP), 403 without a user agent, 404 not
 * found, 429 with retry-after.
 */
export function createHibpCompatibleApi(deps: HibpApiDeps): Hono {
  const { services } = deps;
  const app = new Hono();
  const settings = services.config.breaches;
  // The public catalog reads are anti-automation only (the whole catalog is one request), so they
  // count in this process; a key's use and the wrong keys a client sends count across instances.
  const perClient = createRateLimiter(settings.apiPerMinute);
  const perKey = services.rateLimits.limiter('hibp-api-key-use', settings.apiPerMinute, 60_000);
  const wrongKeys = services.rateLimits.limiter(
    'hibp-api-wrong-key',
    WRONG_KEYS_PER_CLIENT,
    WRONG_KEY_WINDOW_MS,
  );
  const clientOf = (c: Context) => rateLimitAddress(clientIp(c, deps.trustProxy));

  app.use('*', async (c: Context, next: Next) => {
    if (!c.req.header('user-agent')?.trim())
      return failure(c, 403, 'Requests must include a user agent.');
    const isAccountSearch = c.req.path.toLowerCase().startsWith('/api/v3/breachedaccount/');
    if (!isAccountSearch) {
      const wait = perClient.hit(clientOf(c));
      if (wait > 0) return tooManyRequests(c, wait);
    }
    return next();
  });

  app.get('/breaches', async (c) => {
    const isSpamList = booleanParam(c, 'IsSpamList', false);
    if (isSpamList === 'invalid') return failure(c, 400, 'IsSpamList must be true or false.');
    const filter = {
      domain: queryParam(c, 'Domain') || undefined,
      isSpamList: queryParam(c, 'IsSpamList') ? isSpamList : undefined,
    };
    return c.json(await listBreachesForApi(services, filter));
  });

  app.get('/breach/:name', async (c) => {
    const found = await getBreachForApi(services, c.req.param('name'));
    return found ? c.json(found) : c.body(null, 404);
  });

  app.get('/latestbreach', async (c) => {
    const found = await latestBreachForApi(services);
    return found ? c.json(found) : c.body(null, 404);
  });

  app.get('/dataclasses', async (c) => c.json(await dataClassesForApi(services)));

  app.get('/breachedaccount/:account', async (c) => {
    const client = clientOf(c);
    // Checked before the key, so that a client past its wrong keys learns nothing more about any.
    const blocked = await wrongKeys.retryAfter(client);
    if (blocked > 0) return tooManyRequests(c, blocked);
    const key = c.req.header('hibp-api-key');
    if (!key) return failure(c, 401, 'Access denied due to missing hibp-api-key.');
    if (!isKnownApiKey(key, settings.apiKeys)) {
      const wait = await wrongKeys.hit(client);
      services.logger.warn('hibp-api-key refused', { ip: client, blocked: wait > 0 });
      if (wait > 0) return tooManyRequests(c, wait);
      return failure(c, 401, 'Access denied due to invalid hibp-api-key.');
    }
    const wait = await perKey.hit(key);
    if (wait > 0) return tooManyRequests(c, wait);
    // Hono has already percent-decoded the path parameter.
    const email = EmailSchema.safeParse(c.req.param('account'));
    const truncate = booleanParam(c, 'truncateResponse', true);
    const includeUnverified = booleanParam(c, 'IncludeUnverified', true);
    if (!email.success || truncate === 'invalid' || includeUnverified === 'invalid') {
      return failure(
        c,
        400,
        'Bad request — the account does not comply with an acceptable format.',
      );
    }
    const found = await breachedAccountForApi(services, email.data, {
      truncate,
      includeUnverified,
      domain: queryParam(c, 'Domain') || undefined,
    });
    return found ? c.json(found) : c.body(null, 404);
  });
  return app;
}

/** Mounts the HIBP-compatible API at `/api/v3`. */
export function mountHibpCompatibleApi<E extends HonoEnv>(app: Hono<E>, deps: HibpApiDeps): void {
  app.route('/api/v3', createHibpCompatibleApi(deps));
}
