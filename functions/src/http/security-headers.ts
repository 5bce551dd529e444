import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every response (SECURITY.md §6.2): Observatory A+ over TLS, ASVS 5.0 V3.4.
 * HTML pages get their own CSP with a per-response style nonce (static-client.ts); everything
 * else is an API response that needs no resources at all.
 */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker is governed by the CSP sent with its script: it fetches the build from our
 * origin to precache it, and pages from the network first; nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'";

export function pageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https://logos.haveibeenpwned.com",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', API_CSP);
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    headers.delete('X-Powered-By');
    // JSON is UTF-8 by definition (RFC 8259), but SECURITY.md §6.2 wants the charset stated on
    // every response so no client ever sniffs one.
    if (headers.get('Content-Type') === 'application/json') {
      headers.set('Content-Type', 'application/json; charset=UTF-8');
    }
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/v1/')) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** TRACE, CONNECT and unknown verbs get 405 before any route sees them. */
export function allowedMethodsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!ALLOWED_METHODS.has(c.req.method)) {
      return c.json({ error: { code: 'invalid-argument', message: 'Method not allowed.' } }, 405);
    }
    await next();
  };
}
