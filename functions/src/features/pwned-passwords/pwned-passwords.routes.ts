import type { Env, Hono } from 'hono';
import { HASH_MODES, type HashMode, PREFIX_HEX_DIGITS, parsePrefix } from './hash-mode';
import type { PwnedPasswordStore } from './pwned-password-store';
import { buildRangeBody } from './range-body';

/** What api.pwnedpasswords.com sends: a month, public (the body depends only on the prefix). */
const RANGE_CACHE_CONTROL = 'public, max-age=2678400';

/**
 * /range is the one public cross-origin resource (any origin may use it, as it may use
 * api.pwnedpasswords.com): no cookies, no credentials, the same answer for everyone. Add-Padding
 * is not a CORS-safelisted header, so a browser asks first with a preflight.
 */
const RANGE_CORS = { 'Access-Control-Allow-Origin': '*' };
const RANGE_PREFLIGHT = {
  ...RANGE_CORS,
  'Access-Control-Allow-Methods': 'GET',
  'Access-Control-Allow-Headers': 'Add-Padding',
  // A day; browsers cap it lower (Chromium 2 h, Firefox 24 h).
  'Access-Control-Max-Age': '86400',
};

/**
 * The Pwned Passwords range API on Bulwark's own store, so HaveIBeenPwned clients (the hibp
 * SDK, password managers, our own strength checker) work unchanged against it:
 *
 *   GET /range/{5 hex}[?mode=ntlm]   with optional "Add-Padding: true"
 *   OPTIONS /range/{prefix}          the CORS preflight for that header
 *   GET /v1/pwned-passwords/status   { hashes, ntlmHashes, updatedAt }
 *
 * Only the 5-digit prefix reaches the server (k-anonymity); nothing here logs it.
 */
export function mountPwnedPasswordRoutes<E extends Env>(
  app: Hono<E>,
  store: PwnedPasswordStore,
): void {
  app.options('/range/:prefix', (c) => c.body(null, 204, RANGE_PREFLIGHT));

  app.get('/range/:prefix', async (c) => {
    const prefix = c.req.param('prefix');
    const bucket = parsePrefix(prefix);
    if (bucket === undefined) {
      // The same two messages as the HaveIBeenPwned worker in front of the real API.
      const message =
        prefix.length === PREFIX_HEX_DIGITS
          ? 'The hash prefix was not valid hexadecimal'
          : 'The hash prefix was not in a valid format';
      return c.text(message, 400, RANGE_CORS);
    }
    // Like the real API, any mode other than "ntlm" means SHA-1 (the hibp SDK sends mode=sha1).
    const mode: HashMode = c.req.query('mode') === 'ntlm' ? 'ntlm' : 'sha1';
    const addPadding = c.req.header('Add-Padding')?.toLowerCase() === 'true';
    const spec = HASH_MODES[mode];
    const body = await store.withBucket(mode, bucket, (records) =>
      buildRangeBody(spec, records, addPadding),
    );
    if (body === undefined && mode === 'ntlm')
      return c.text('NTLM hashes have not been loaded into this store', 400, RANGE_CORS);
    return new Response(body ?? buildRangeBody(spec, new Uint8Array(0), addPadding), {
      status: 200,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': RANGE_CACHE_CONTROL,
        ...RANGE_CORS,
        // Shared caches must not answer a padded request with an unpadded body, or the reverse.
        Vary: 'Add-Padding',
      },
    });
  });

  app.get('/v1/pwned-passwords/status', async (c) => c.json(await store.stats()));
}
