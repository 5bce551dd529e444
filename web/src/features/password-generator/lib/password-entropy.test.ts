import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { CharacterClass, CharacterKind } from './character-classes';
import {
  complianceProbability,
  countAllPasswords,
  countCompliantPasswords,
  log2BigInt,
  randomPasswordEntropy,
} from './password-entropy';

const KINDS: CharacterKind[] = ['uppercase', 'lowercase', 'digits', 'symbols'];
const POOLS: Record<CharacterKind, string> = {
  uppercase: 'ABC',
  lowercase: 'xyz',
  digits: '123',
  symbols: '!#',
};

/** Counts compliant strings by listing every string over the alphabet: the definition itself. */
function bruteForceCount(classes: CharacterClass[], length: number): bigint {
  const alphabet = classes.flatMap((characterClass) => characterClass.characters);
  const classOf = new Map(
    classes.flatMap((characterClass, index) =>
      characterClass.characters.map((char) => [char, index] as const),
    ),
  );
  let count = 0n;
  const counts = new Array<number>(classes.length).fill(0);
  const visit = (position: number) => {
    if (position === length) {
      if (classes.every((characterClass, index) => (counts[index] ?? 0) >= characterClass.minimum))
        count += 1n;
      return;
    }
    for (const character of alphabet) {
      const index = classOf.get(character) ?? 0;
      counts[index] = (counts[index] ?? 0) + 1;
      visit(position + 1);
      counts[index] = (counts[index] ?? 0) - 1;
    }
  };
  visit(0);
  return count;
}

const classesArbitrary = fc.subarray(KINDS, { minLength: 1 }).chain((kinds) =>
  fc.tuple(
    ...kinds.map((kind) =>
      fc
        .record({
          size: fc.integer({ min: 1, max: POOLS[kind].length }),
          minimum: fc.integer({ min: 0, max: 3 }),
        })
        .map(({ size, minimum }) => ({
          kind,
          characters: [...POOLS[kind].slice(0, size)],
          minimum,
        })),
    ),
  ),
);

test('the exact count equals brute-force enumeration on small alphabets (property, 300 cases)', () => {
  fc.assert(
    fc.property(classesArbitrary, fc.integer({ min: 0, max: 6 }), (classes, length) => {
      expect(countCompliantPasswords(classes, length)).toBe(bruteForceCount(classes, length));
    }),
    { numRuns: 300 },
  );
});

test('worked example: 3 characters over {A} ∪ {1,2} with at least one of each', () => {
  const classes = [
    { kind: 'uppercase' as const, characters: ['A'], minimum: 1 },
    { kind: 'digits' as const, characters: ['1', '2'], minimum: 1 },
  ];
  // 3^3 = 27 strings, minus AAA, minus the 8 digit-only ones.
  expect(countCompliantPasswords(classes, 3)).toBe(18n);
  expect(countAllPasswords(classes, 3)).toBe(27n);
  expect(complianceProbability(classes, 3)).toBeCloseTo(18 / 27, 12);
  expect(randomPasswordEntropy(classes, 3)).toBeCloseTo(Math.log2(18), 12);
});

test('without minimums the entropy is length × log₂(alphabet); requiring classes lowers it slightly', () => {
  const classes = (minimum: number): CharacterClass[] => [
    { kind: 'uppercase', characters: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'], minimum },
    { kind: 'lowercase', characters: [...'abcdefghijklmnopqrstuvwxyz'], minimum },
    { kind: 'digits', characters: [...'0123456789'], minimum },
    { kind: 'symbols', characters: [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'], minimum },
  ];
  expect(randomPasswordEntropy(classes(0), 20)).toBeCloseTo(20 * Math.log2(94), 9);
  const required = randomPasswordEntropy(classes(1), 20);
  expect(required).toBeLessThan(20 * Math.log2(94));
  expect(required).toBeGreaterThan(20 * Math.log2(94) - 0.2);
});

test('log₂ of a BigInt is exact for powers of two and accurate beyond double range', () => {
  expect(log2BigInt(1n)).toBe(0);
  expect(log2BigInt(2n ** 200n)).toBe(200);
  expect(log2BigInt(3n * 2n ** 1000n)).toBeCloseTo(1000 + Math.log2(3), 9);
  expect(log2BigInt(0n)).toBe(Number.NEGATIVE_INFINITY);
});
