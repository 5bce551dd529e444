import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';

/** Requests to `/v1/call/*`: an avatar (512 KB as base64) is the largest thing a callable takes. */
export const CALLABLE_BODY_MAX_BYTES = 1024 * 1024;
/**
 * Requests to `/api/auth/*`: an address, a password, a display name, a code. 64 KB leaves room
 * for a WebAuthn attestation with its certificate chain and refuses anything meant to fill memory.
 */
export const AUTH_BODY_MAX_BYTES = 64 * 1024;

function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

/**
 * Refuses a body larger than `maxBytes` before anything reads it (a declared length at once,
 * a chunked body as soon as it passes the limit). The 413 leaves through `errorResponse`,
 * in the one error shape.
 *
 * A declared length is judged from the header alone. Hono's `bodyLimit` first reads
 * `c.req.raw.body`, and that getter makes @hono/node-server build a whole web `Request` with a
 * body stream for every POST, so the call route's `c.req.json()` read through that stream
 * instead of straight from the socket: 7 % of a signed-in read's server time
 * (docs/benchmarks.md). Node's parser never reads past a declared length.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const refuse = () => {
    throw new HTTPException(413, {
      message: `The request body is larger than ${describeSize(maxBytes)}.`,
    });
  };
  const streamed = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
      return streamed(c, next);
    if (Number.parseInt(declared, 10) > maxBytes) refuse();
    await next();
  };
}
