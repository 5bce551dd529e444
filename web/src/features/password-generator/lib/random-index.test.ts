import { expect, test } from 'vitest';
import { chiSquare, chiSquareCritical } from '../testing/chi-square';
import { RandomIndex, type RandomSource } from './random-index';

function sequenceSource(values: number[]): RandomSource {
  let next = 0;
  return (pool) => {
    for (let index = 0; index < pool.length; index += 1) {
      pool[index] = values[next % values.length] ?? 0;
      next += 1;
    }
  };
}

test('draws at or above the largest multiple of n below 2^32 are rejected, so there is no modulo bias', () => {
  // 2^32 mod 3 = 1: 4,294,967,295 is the one value a modulo would map unfairly (to 0).
  const random = new RandomIndex(sequenceSource([4_294_967_295, 4_294_967_295, 7]));
  expect(random.below(3)).toBe(1);
  // 2^32 mod 10 = 6: the six values from 4,294,967,290 up are rejected.
  const tens = new RandomIndex(sequenceSource([4_294_967_290, 4_294_967_291, 4_294_967_289]));
  expect(tens.below(10)).toBe(9);
});

test('a power of two never rejects, and n = 1 always gives 0', () => {
  const random = new RandomIndex(sequenceSource([4_294_967_295]));
  expect(random.below(256)).toBe(255);
  expect(random.below(1)).toBe(0);
  expect(() => random.below(0)).toThrow(RangeError);
  expect(() => random.below(2.5)).toThrow(RangeError);
});

test('a million draws from crypto.getRandomValues are uniform (chi-square, p < 1e-6 to fail)', () => {
  for (const n of [94, 7776]) {
    const random = new RandomIndex();
    const counts = new Uint32Array(n);
    const draws = 1_000_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const value = random.below(n);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(chiSquare(counts, draws)).toBeLessThan(chiSquareCritical(n - 1));
  }
});

test('the same test catches modulo bias, so it has the power to fail', () => {
  // A byte reduced modulo 94 favours 0–67 (three ways) over 68–93 (two ways).
  const counts = new Uint32Array(94);
  const bytes = new Uint8Array(1_000_000);
  // getRandomValues fills at most 65,536 bytes per call.
  for (let offset = 0; offset < bytes.length; offset += 65_536)
    crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  for (const byte of bytes) counts[byte % 94] = (counts[byte % 94] ?? 0) + 1;
  expect(chiSquare(counts, bytes.length)).toBeGreaterThan(chiSquareCritical(93));
});

test('pick returns each element and refuses an empty list', () => {
  const random = new RandomIndex(sequenceSource([0, 1, 2]));
  expect([
    random.pick(['a', 'b', 'c']),
    random.pick(['a', 'b', 'c']),
    random.pick(['a', 'b', 'c']),
  ]).toEqual(['a', 'b', 'c']);
  expect(() => random.pick([])).toThrow(RangeError);
});

test('bigBelow is uniform below a BigInt bound', () => {
  const random = new RandomIndex();
  const counts = new Array<number>(7).fill(0);
  for (let draw = 0; draw < 70_000; draw += 1) {
    const value = Number(random.bigBelow(7n));
    counts[value] = (counts[value] ?? 0) + 1;
  }
  expect(chiSquare(counts, 70_000)).toBeLessThan(chiSquareCritical(6));
  const huge = 3n * 2n ** 100n;
  for (let draw = 0; draw < 100; draw += 1) expect(random.bigBelow(huge) < huge).toBe(true);
});
