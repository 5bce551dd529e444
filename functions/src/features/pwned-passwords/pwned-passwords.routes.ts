import type { Env, Hono } from 'hono';
import type { ErrorBody } from '@bulwark/contracts/errors';
import { type HashMode, PREFIX_HEX_DIGITS, parsePrefix } from './hash-mode';
import type { PwnedPasswordRanges } from './pwned-password-ranges.service';

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
/** When to ask again after "unavailable": long enough not to hammer a struggling upstream. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * The Pwned Passwords range API, so HaveIBeenPwned clients (the hibp SDK, password managers, our
 * own strength checker) work unchanged against Bulwark, answered from the local store or, without
 * one, from the configured upstream (pwned-password-ranges.service.ts):
 *
 *   GET /range/{5 hex}[?mode=ntlm]   with optional "Add-Padding: true"
 *   OPTIONS /range/{prefix}          the CORS preflight for that header
 *   GET /v1/pwned-passwords/status   counts, source, upstream health (PwnedPasswordsStatusSchema)
 *
 * An answer nobody could give is a 503 with the one error shape and Retry-After, never an empty
 * 200 (which every client reads as "not breached"). Only the 5-digit prefix reaches the server
 * (k-anonymity), and on to the upstream; nothing here logs it.
 */
export function mountPwnedPasswordRoutes<E extends Env>(
  app: Hono<E>,
  ranges: PwnedPasswordRanges,
): void {
  app.options('/range/:prefix', (c) => c.body(null, 204, RANGE_PREFLIGHT));

  app.get('/range/:prefix', async (c) => {
    const prefix = c.req.param('prefix');
    if (parsePrefix(prefix) === undefined) {
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
    const answer = await ranges.rangeBody(mode, prefix, addPadding);
    if (answer.status === 'not-loaded' && mode === 'ntlm')
      return c.text('NTLM hashes have not been loaded into this store', 400, RANGE_CORS);
    if (answer.status !== 'ok') return unavailable(answer);
    return new Response(answer.body, {
      status: 200,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': answer.cacheControl,
        ...RANGE_CORS,
        // Shared caches must not answer a padded request with an unpadded body, or the reverse.
        Vary: 'Add-Padding',
      },
    });
  });

  app.get('/v1/pwned-passwords/status', async (c) => c.json(await ranges.status()));
}

function unavailable(answer: { status: 'not-loaded' } | { status: 'unavailable'; reason: string }) {
  const isOff = answer.status === 'not-loaded';
  const body: ErrorBody = {
    error: {
      code: 'unavailable',
      message: isOff
        ? 'Breach check unavailable: this server has no Pwned Passwords data and asks no upstream.'
        : `Breach check unavailable right now. ${answer.reason}`,
    },
  };
  return Response.json(body, {
    status: 503,
    headers: {
      'Cache-Control': 'no-store',
      ...(isOff ? {} : { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }),
      ...RANGE_CORS,
    },
  });
}
