import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createIndexedZxcvbn, createReferenceZxcvbn } from './create-zxcvbn';
import { buildStrengthCorpus } from './strength-corpus';
import { zxcvbnOptions } from './zxcvbn-options';

// The long inputs are where default zxcvbn-ts takes seconds (and where the indexed matchers and
// the scoring port do their work), so equality matters most here. This file is slow by nature:
// the reference takes ~1 s per 64-character string on this machine.
const reference = createReferenceZxcvbn(zxcvbnOptions);
const indexed = createIndexedZxcvbn(zxcvbnOptions);
const corpus = buildStrengthCorpus({
  common: 0,
  random12: 0,
  random32: 6,
  random64: 3,
  random128: 2,
  passphrases: 0,
});

test.each(['random 32', 'random 64', 'random 128', 'pathological'])(
  'same results as zxcvbn-ts on the %s passwords',
  (category) => {
    const entries = corpus.filter((entry) => entry.category === category);
    expect(entries.length).toBeGreaterThan(0);
    for (const { password } of entries) {
      const expected = { ...reference.check(password), calcTime: 0 };
      expect({ ...indexed.check(password), calcTime: 0 }, JSON.stringify(password)).toEqual(
        expected,
      );
    }
  },
  300_000,
);

test('same results on long random strings from a small, pattern-prone alphabet (property, 15 cases)', () => {
  // Few distinct characters, many of them l33t or keyboard-adjacent: lots of overlapping matches,
  // which is where the scoring port's bookkeeping and pruning are exercised hardest.
  const characters = [...'1l|i!2z()_7tao0@4'];
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...characters), { minLength: 30, maxLength: 64 }),
      (chars) => {
        const password = chars.join('');
        expect({ ...indexed.check(password), calcTime: 0 }).toEqual({
          ...reference.check(password),
          calcTime: 0,
        });
      },
    ),
    { numRuns: 15 },
  );
}, 300_000);
