import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createIndexedZxcvbn, createReferenceZxcvbn } from './create-zxcvbn';
import { buildStrengthCorpus } from './strength-corpus';
import { zxcvbnOptions } from './zxcvbn-options';

// The fast checker must give exactly what default zxcvbn-ts gives: not only the score but the
// guesses, the match sequence, the crack times and the feedback. calcTime is the only difference.
const reference = createReferenceZxcvbn(zxcvbnOptions);
const indexed = createIndexedZxcvbn(zxcvbnOptions);

function expectSameResult(password: string): void {
  const expected = { ...reference.check(password), calcTime: 0 };
  const actual = { ...indexed.check(password), calcTime: 0 };
  expect(actual, JSON.stringify(password)).toEqual(expected);
}

const corpus = buildStrengthCorpus({
  common: 30,
  random12: 20,
  random32: 0,
  random64: 0,
  random128: 0,
  passphrases: 12,
});

test.each(['common', 'random 12', 'passphrase', 'l33t'])(
  'same results as zxcvbn-ts on the %s passwords of the corpus',
  (category) => {
    const entries = corpus.filter((entry) => entry.category === category);
    expect(entries.length).toBeGreaterThan(0);
    for (const { password } of entries) expectSameResult(password);
  },
  120_000,
);

test('same results on every prefix of a password as it is typed', () => {
  for (const password of ['Tr0ub4dor&3 correct-horse', 'p@$$w0rd1990!', '|_|nic0rn5&()pen']) {
    for (let length = 0; length <= password.length; length += 1)
      expectSameResult(password.slice(0, length));
  }
}, 120_000);

test('same results on random short strings rich in l33t characters, case and separators (property, 150 cases)', () => {
  const characters = [...'aeiolstzgbAEIOLSTZ0123456789@$!|()<>{}[]#%^&*+_-. /\\vVwWuU'];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...characters), { maxLength: 24 }), (chars) =>
      expectSameResult(chars.join('')),
    ),
    { numRuns: 150 },
  );
}, 120_000);

test('same results with user inputs, which zxcvbn-ts adds as an extra dictionary', () => {
  const inputs = ['bulwark', 'alice@example.com', 'Alice', 2026];
  for (const password of [
    'bulwark2026!',
    'Alice@example',
    'krawlub',
    'b|_|lw@rk',
    'alice@example.com',
  ]) {
    const expected = { ...reference.check(password, inputs), calcTime: 0 };
    expect({ ...indexed.check(password, inputs), calcTime: 0 }).toEqual(expected);
  }
}, 120_000);
