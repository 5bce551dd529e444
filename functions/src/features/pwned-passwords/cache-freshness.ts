/**
 * How many seconds an answer may be reused by a shared cache (RFC 9111 §4.2.1), as Bulwark is one
 * for every browser behind it: `s-maxage` wins over `max-age`, the `Age` the answer already has is
 * taken off, and `no-store`, `no-cache` or `private` mean not at all. Without an explicit lifetime
 * the answer is not kept (no heuristic freshness: a breach answer is not worth guessing about).
 */
export function sharedCacheFreshnessSeconds(headers: Headers): number {
  const directives = parseCacheControl(headers.get('cache-control') ?? '');
  if (directives.has('no-store') || directives.has('no-cache') || directives.has('private'))
    return 0;
  const lifetime =
    deltaSeconds(directives.get('s-maxage')) ?? deltaSeconds(directives.get('max-age'));
  if (lifetime === undefined) return 0;
  const age = deltaSeconds(headers.get('age') ?? undefined) ?? 0;
  return Math.max(0, lifetime - age);
}

function parseCacheControl(value: string): Map<string, string | undefined> {
  const directives = new Map<string, string | undefined>();
  for (const part of value.split(',')) {
    const [name, argument] = part.split('=', 2);
    const key = name?.trim().toLowerCase();
    if (key) directives.set(key, argument?.trim().replace(/^"(.*)"$/, '$1'));
  }
  return directives;
}

/** A delta-seconds value (non-negative integer), or undefined when absent or malformed. */
function deltaSeconds(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}
