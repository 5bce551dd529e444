import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import { cookieOptions } from './auth-cookies';

/** HMAC-SHA-256 in standard base64 with padding: 44 characters ending in "=". */
const SIGNATURE_LENGTH = 44;

export interface SessionCookieReader {
  /** The cookie's raw (signed) value, or null: compared as is, it is a cache key, not a token. */
  rawValue(headers: Headers): string | null;
  /** The session token a raw value carries when its signature is ours, else null. */
  verifiedToken(rawValue: string): string | null;
  /** Whether the request carries a session cookie we signed; says nothing of the session. */
  hasSignedCookie(headers: Headers): boolean;
}

/**
 * Reads better-auth's session cookie the way better-call signs it (`token.base64(HMAC-SHA-256)`,
 * URI-encoded; the first cookie of that name wins, as in better-call), without going through
 * better-auth's endpoint machinery: that is what a signed-in call costs most of otherwise.
 */
export function createSessionCookieReader(baseUrl: string, secret: string): SessionCookieReader {
  const name = cookieOptions(baseUrl).cookies['session_token']?.name;
  if (!name) throw new Error('No session cookie name configured.');
  const reader: SessionCookieReader = {
    rawValue(headers) {
      const header = headers.get('cookie');
      if (!header) return null;
      return parse(header, name)[name] ?? null;
    },
    hasSignedCookie(headers) {
      const rawValue = reader.rawValue(headers);
      return rawValue !== null && reader.verifiedToken(rawValue) !== null;
    },
    verifiedToken(rawValue) {
      const dot = rawValue.lastIndexOf('.');
      if (dot < 1) return null;
      const token = rawValue.slice(0, dot);
      const signature = rawValue.slice(dot + 1);
      if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
      const expected = createHmac('sha256', secret).update(token, 'utf8').digest();
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
    },
  };
  return reader;
}
