/**
 * Paths the service worker must leave to the network, untouched and uncached (decision 008:
 * nothing of a person's at rest): the callables and event stream, better-auth (including the links
 * in mails, which are navigations), the k-anonymity range API and the health checks.
 */
const NETWORK_ONLY_PREFIXES = ['/v1', '/api', '/range', '/healthz', '/readyz'];

export function isNetworkOnlyPath(pathname: string): boolean {
  return NETWORK_ONLY_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
