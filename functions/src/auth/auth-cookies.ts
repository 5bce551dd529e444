/**
 * Cookie settings (ASVS 5.0 3.3.1–3.3.4; NIST 800-63B rev 4 §5.1.1): HttpOnly, SameSite=Lax,
 * Path=/, no Domain, and, whenever the browser treats the origin as secure, `Secure` with the
 * `__Host-` prefix. better-auth's own secure mode only offers `__Secure-`, which still lets a
 * sibling subdomain plant the cookie; so we turn its prefix off and name each cookie ourselves.
 */
const COOKIE_PREFIX = 'bulwark';
/** Every cookie better-auth and its two-factor plugin may set. */
const COOKIE_NAMES = [
  'session_token',
  'session_data',
  'account_data',
  'dont_remember',
  'two_factor',
  'trust_device',
  'verifying_browser',
];

/** HTTPS, or plain HTTP on this machine (browsers count localhost as a secure context). */
export function isSecureOrigin(baseUrl: string): boolean {
  return (
    baseUrl.startsWith('https://') ||
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(baseUrl)
  );
}

export function cookieOptions(baseUrl: string) {
  const secure = isSecureOrigin(baseUrl);
  const prefix = secure ? '__Host-' : '';
  const cookies = Object.fromEntries(
    COOKIE_NAMES.map((name) => [name, { name: `${prefix}${COOKIE_PREFIX}.${name}` }]),
  );
  return {
    // Off: it would add "__Secure-" in front of our "__Host-" name.
    useSecureCookies: false,
    cookiePrefix: COOKIE_PREFIX,
    cookies,
    defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax' as const, path: '/' },
    crossSubDomainCookies: { enabled: false },
  };
}
