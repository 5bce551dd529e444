import {
  type DictionaryMatch,
  type MatchOptions,
  MatcherBaseClass,
  type Options,
  type UserInputsOptions,
} from '@zxcvbn-ts/core';
import type { DictionaryIndex } from './dictionary-index';
import { matchDictionary } from './match-dictionary';
import { type L33tSettings, matchL33t } from './match-l33t';

export type DictionaryVariant = 'plain' | 'reversed' | 'l33t';

interface IndexedMatcherSettings {
  index: DictionaryIndex;
  variant: DictionaryVariant;
  l33t: L33tSettings;
  /** zxcvbn-ts's word-sequence matcher searches its own dictionaries and never the user inputs. */
  ignoresUserInputs: boolean;
}

/** A drop-in for zxcvbn-ts's dictionary, reversed-dictionary and l33t matchers. */
export class IndexedDictionaryMatcher extends MatcherBaseClass {
  constructor(
    options: Options,
    private readonly settings: IndexedMatcherSettings,
  ) {
    super(options);
  }

  match({ password, userInputsOptions }: MatchOptions): DictionaryMatch[] {
    const { index, variant, l33t, ignoresUserInputs } = this.settings;
    const userInputs = ignoresUserInputs ? undefined : userInputsOptions;
    if (variant === 'l33t') return matchL33t(index, password, l33t, userInputs);
    if (variant === 'reversed') return matchReversed(index, password, userInputs);
    return matchDictionary(index, password, userInputs);
  }
}

function matchReversed(
  index: DictionaryIndex,
  password: string,
  userInputs?: UserInputsOptions,
): DictionaryMatch[] {
  const reversed = reverseCodeUnits(password);
  return matchDictionary(index, reversed, userInputs).map((match) => ({
    ...match,
    token: reverseCodeUnits(match.token),
    reversed: true,
    i: password.length - 1 - match.j,
    j: password.length - 1 - match.i,
  }));
}

/** As zxcvbn-ts reverses: by UTF-16 code unit (split('')), not by code point. */
function reverseCodeUnits(text: string): string {
  return text.split('').reverse().join('');
}
