import { createHmac } from 'node:crypto';
import { expect, test } from 'vitest';
import { createSessionCookieReader } from './session-cookie';

const SECRET = 'a secret of at least thirty-two characters!';
/** On localhost the cookie carries the `__Host-` prefix (auth-cookies.ts). */
const NAME = '__Host-bulwark.session_token';

/** A cookie value as better-call signs it: `token.base64(HMAC-SHA-256)`, URI-encoded. */
function signed(token: string, secret = SECRET): string {
  const signature = createHmac('sha256', secret).update(token, 'utf8').digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

const headersWith = (cookie: string) => new Headers({ cookie });

test('a session cookie counts as signed only with our signature', () => {
  const reader = createSessionCookieReader('http://localhost:3000', SECRET);
  expect(reader.hasSignedCookie(headersWith(`${NAME}=${signed('token-1')}`))).toBe(true);
  expect(reader.hasSignedCookie(headersWith(`other=1; ${NAME}=${signed('token-1')}`))).toBe(true);
  expect(
    reader.hasSignedCookie(headersWith(`${NAME}=${signed('token-1', `${SECRET} but another`)}`)),
  ).toBe(false);
  expect(reader.hasSignedCookie(headersWith(`${NAME}=token-1`))).toBe(false);
  expect(reader.hasSignedCookie(headersWith(`bulwark.session_token=${signed('token-1')}`))).toBe(
    false,
  );
  expect(reader.hasSignedCookie(new Headers())).toBe(false);
});
