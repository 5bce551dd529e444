import { expect, test } from 'vitest';
import { describeEntropy } from './plain-entropy';

test('a 20-character random password is very strong, for longer than the age of the universe', () => {
  expect(describeEntropy(130.9)).toEqual({
    word: 'Very strong',
    palette: 'green',
    guessing:
      'Would take longer than the age of the universe to guess if a site’s password database were stolen.',
  });
});

test('a 6-digit PIN is weak, and says so plainly', () => {
  expect(describeEntropy(Math.log2(1e6))).toMatchObject({
    word: 'Weak',
    guessing: 'Would take 49 seconds to guess if a site’s password database were stolen.',
  });
});
