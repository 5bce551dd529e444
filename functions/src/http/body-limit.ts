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
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HTTPException(413, {
        message: `The request body is larger than ${describeSize(maxBytes)}.`,
      });
    },
  });
}
