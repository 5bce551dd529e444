import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Checks an `hibp-api-key` against the operator's list in constant time per key, comparing
 * SHA-256 digests so that the length of a valid key does not leak either.
 */
export function isKnownApiKey(candidate: string | undefined, keys: readonly string[]): boolean {
  if (!candidate) return false;
  const digest = createHash('sha256').update(candidate).digest();
  let known = false;
  for (const key of keys) {
    if (timingSafeEqual(digest, createHash('sha256').update(key).digest())) known = true;
  }
  return known;
}
