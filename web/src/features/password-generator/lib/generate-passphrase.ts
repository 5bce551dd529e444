import { RandomIndex } from './random-index';

export const PASSPHRASE_WORDS = { min: 3, max: 20, default: 6 } as const;
export const SEPARATOR_MAX_LENGTH = 8;

export interface PassphraseOptions {
  words: number;
  separator: string;
  /** Upper-case the first letter of every word. */
  capitalize: boolean;
  /** Append one digit 0–9 to one word, chosen at random. */
  includeNumber: boolean;
}

export const DEFAULT_PASSPHRASE_OPTIONS: PassphraseOptions = {
  words: PASSPHRASE_WORDS.default,
  separator: '-',
  capitalize: false,
  includeNumber: false,
};

export function generatePassphrase(
  options: PassphraseOptions,
  wordList: readonly string[],
  random = new RandomIndex(),
): string {
  const words = Array.from({ length: options.words }, () => {
    const word = random.pick(wordList);
    return options.capitalize ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });
  if (options.includeNumber) {
    const index = random.below(words.length);
    words[index] = `${words[index] ?? ''}${random.below(10)}`;
  }
  return words.join(options.separator);
}

export interface PassphraseEntropy {
  bits: number;
  /**
   * False when the separator contains letters: two different choices could then spell the same
   * passphrase, so the true entropy may be slightly lower than `bits`. With any other separator
   * the EFF long list decodes uniquely (its words are letters and four single hyphens, no word is
   * a prefix of another, and no hyphenated word's first half is a word), so `bits` is exact.
   */
  isExact: boolean;
}

export function passphraseEntropy(
  options: PassphraseOptions,
  wordListSize: number,
): PassphraseEntropy {
  const wordBits = options.words * Math.log2(wordListSize);
  const numberBits = options.includeNumber ? Math.log2(10 * options.words) : 0;
  return { bits: wordBits + numberBits, isExact: !/\p{L}/u.test(options.separator) };
}
