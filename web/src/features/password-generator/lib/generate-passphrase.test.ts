import { expect, test } from 'vitest';
import { EFF_LONG_WORDS } from './eff-word-list';
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  generatePassphrase,
  passphraseEntropy,
  type PassphraseOptions,
} from './generate-passphrase';

const words = new Set(EFF_LONG_WORDS);
const generate = (overrides: Partial<PassphraseOptions>) =>
  generatePassphrase({ ...DEFAULT_PASSPHRASE_OPTIONS, ...overrides }, EFF_LONG_WORDS);

test('the word list is the whole EFF long list: 7,776 distinct words', () => {
  expect(EFF_LONG_WORDS).toHaveLength(7776);
  expect(words.size).toBe(7776);
  expect(EFF_LONG_WORDS[0]).toBe('abacus');
  expect(EFF_LONG_WORDS.at(-1)).toBe('zoom');
});

test('defaults: six EFF words joined by "-" (hyphenated words like t-shirt may add hyphens)', () => {
  const passphrase = generate({ separator: ' ' });
  const parts = passphrase.split(' ');
  expect(parts).toHaveLength(6);
  expect(parts.every((part) => words.has(part))).toBe(true);
  expect(generate({}).split('-').length).toBeGreaterThanOrEqual(6);
});

test('3 to 20 words, any separator including none', () => {
  expect(generate({ words: 3, separator: ' ' }).split(' ')).toHaveLength(3);
  expect(generate({ words: 20, separator: ' ' }).split(' ')).toHaveLength(20);
  expect(generate({ words: 4, separator: '_+_' }).split('_+_')).toHaveLength(4);
  expect(generate({ words: 4, separator: '' })).toMatch(/^[a-z-]+$/);
});

test('capitalise upper-cases the first letter of every word', () => {
  const parts = generate({ capitalize: true, separator: ' ' }).split(' ');
  expect(
    parts.every(
      (part) => /^[A-Z]/.test(part) && words.has(part.charAt(0).toLowerCase() + part.slice(1)),
    ),
  ).toBe(true);
});

test('include number appends exactly one digit to exactly one word', () => {
  for (let run = 0; run < 100; run += 1) {
    const parts = generate({ includeNumber: true, separator: ' ' }).split(' ');
    const withDigit = parts.filter((part) => /\d$/.test(part));
    expect(withDigit).toHaveLength(1);
    expect(words.has((withDigit[0] ?? '').slice(0, -1))).toBe(true);
    expect(parts.join('').replace(/\D/g, '')).toHaveLength(1);
  }
});

test('entropy: log₂(7776) per word, plus log₂(10 × words) for the digit; exact unless the separator has letters', () => {
  expect(passphraseEntropy(DEFAULT_PASSPHRASE_OPTIONS, 7776)).toEqual({
    bits: 6 * Math.log2(7776),
    isExact: true,
  });
  expect(
    passphraseEntropy({ ...DEFAULT_PASSPHRASE_OPTIONS, includeNumber: true }, 7776).bits,
  ).toBeCloseTo(6 * Math.log2(7776) + Math.log2(60), 12);
  expect(passphraseEntropy({ ...DEFAULT_PASSPHRASE_OPTIONS, separator: 'and' }, 7776).isExact).toBe(
    false,
  );
});

test('the list decodes uniquely: no word is a prefix of another and no hyphenated word starts with a word', () => {
  const sorted = [...EFF_LONG_WORDS].sort();
  for (let index = 1; index < sorted.length; index += 1)
    expect((sorted[index] ?? '').startsWith(sorted[index - 1] ?? '')).toBe(false);
  for (const word of EFF_LONG_WORDS.filter((entry) => entry.includes('-')))
    expect(words.has(word.split('-')[0] ?? '')).toBe(false);
});
