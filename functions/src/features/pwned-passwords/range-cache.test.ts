import { expect, test } from 'vitest';
import { sharedCacheFreshnessSeconds } from './cache-freshness';
import { RangeCache } from './range-cache';

const records = (bytes: number) => new Uint8Array(bytes);
const NOW = 1_000_000;

test('keeps at most maxEntries, evicting the least recently used', () => {
  const cache = new RangeCache({ maxEntries: 2, maxBytes: 1 << 20 });
  cache.set('sha1:AAAAA', { records: records(10), expiresAt: NOW + 1000 });
  cache.set('sha1:BBBBB', { records: records(10), expiresAt: NOW + 1000 });
  // Reading A makes B the least recently used.
  expect(cache.get('sha1:AAAAA', NOW)).toBeDefined();
  cache.set('sha1:CCCCC', { records: records(10), expiresAt: NOW + 1000 });
  expect(cache.get('sha1:BBBBB', NOW)).toBeUndefined();
  expect(cache.get('sha1:AAAAA', NOW)).toBeDefined();
  expect(cache.get('sha1:CCCCC', NOW)).toBeDefined();
  expect(cache.size.entries).toBe(2);
});

test('keeps at most maxBytes, and never an entry larger than that alone', () => {
  const cache = new RangeCache({ maxEntries: 100, maxBytes: 3 * (1000 + 128) });
  for (const key of ['A', 'B', 'C', 'D'])
    cache.set(key, { records: records(1000), expiresAt: NOW + 1000 });
  expect(cache.size).toEqual({ entries: 3, bytes: 3 * 1128 });
  expect(cache.get('A', NOW)).toBeUndefined();
  cache.set('huge', { records: records(10_000), expiresAt: NOW + 1000 });
  expect(cache.get('huge', NOW)).toBeUndefined();
  expect(cache.size.entries).toBe(3);
  // Replacing an entry counts its bytes once.
  cache.set('B', { records: records(1000), expiresAt: NOW + 1000 });
  expect(cache.size.bytes).toBe(3 * 1128);
});

test('an expired entry is dropped when met', () => {
  const cache = new RangeCache();
  cache.set('k', { records: records(5), expiresAt: NOW + 1000 });
  expect(cache.get('k', NOW + 999)).toBeDefined();
  expect(cache.get('k', NOW + 1000)).toBeUndefined();
  expect(cache.size).toEqual({ entries: 0, bytes: 0 });
});

test('freshness for a shared cache: s-maxage over max-age, minus Age; no-store, no-cache, private or none is 0', () => {
  const freshness = (cacheControl: string | null, age?: string) => {
    const headers = new Headers();
    if (cacheControl !== null) headers.set('Cache-Control', cacheControl);
    if (age !== undefined) headers.set('Age', age);
    return sharedCacheFreshnessSeconds(headers);
  };
  expect(freshness('public, max-age=2678400')).toBe(2678400);
  expect(freshness('public, max-age=2678400', '400')).toBe(2678000);
  expect(freshness('max-age=60, s-maxage=10')).toBe(10);
  expect(freshness('max-age="120"')).toBe(120);
  expect(freshness('max-age=60', '90')).toBe(0);
  for (const header of [
    null,
    '',
    'public',
    'no-store, max-age=60',
    'no-cache',
    'private, max-age=60',
    'max-age=abc',
  ])
    expect(freshness(header), String(header)).toBe(0);
});
