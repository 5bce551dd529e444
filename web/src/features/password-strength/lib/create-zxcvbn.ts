import {
  type MatcherBaseClass,
  type MatchExtended,
  type Options,
  type OptionsType,
  ZxcvbnFactory,
} from '@zxcvbn-ts/core';
import { DictionaryIndex } from './dictionary-index';
import { type DictionaryVariant, IndexedDictionaryMatcher } from './indexed-dictionary-matcher';
import type { L33tSettings } from './match-l33t';
import { type MatchSequence, mostGuessableMatchSequence } from './most-guessable-match-sequence';

/**
 * The parts of ZxcvbnFactory (@zxcvbn-ts/core 4.2.0) we reach into. They are private in its
 * types but plain properties at run time; createIndexedZxcvbn checks they are there, and the
 * score-equality test fails if an upgrade moves them.
 */
interface ZxcvbnInternals {
  options: Options;
  matching: { matchers: Record<string, MatcherBaseClass> };
  scoring: ScoringInternals;
}

interface ScoringInternals {
  mostGuessableMatchSequence: (
    password: string,
    matches: MatchExtended[],
    excludeAdditive?: boolean,
  ) => MatchSequence;
}

type DictionaryMatcherSlots = Record<
  'dictionary' | 'dictionaryL33t' | 'dictionaryReverse',
  MatcherBaseClass
>;

const SLOTS: Record<keyof DictionaryMatcherSlots, DictionaryVariant> = {
  dictionary: 'plain',
  dictionaryL33t: 'l33t',
  dictionaryReverse: 'reversed',
};

/** zxcvbn-ts exactly as configured, with nothing replaced: the reference the fast one must equal. */
export function createReferenceZxcvbn(options: OptionsType): ZxcvbnFactory {
  return new ZxcvbnFactory(options);
}

/**
 * zxcvbn-ts with its dictionary matchers (plain, reversed, l33t, and the three inside the
 * word-sequence matcher) answered from a trie. Every other matcher, the scoring, the crack times
 * and the feedback are zxcvbn-ts's own, so results are the same while a 64-character random
 * password takes milliseconds instead of over a second (docs/benchmarks.md).
 */
export function createIndexedZxcvbn(options: OptionsType): ZxcvbnFactory {
  const factory = new ZxcvbnFactory(options);
  const { options: resolved, matching, scoring } = factory as unknown as ZxcvbnInternals;
  if (resolved.useLevenshteinDistance)
    throw new Error('The indexed matchers do not implement Levenshtein matching.');
  if ('userInputs' in resolved.rankedDictionaries)
    throw new Error('A static "userInputs" dictionary is not supported.');

  const names = Object.keys(resolved.rankedDictionaries);
  const sequenceNames = names.filter((name) => resolved.isWordSequence(name));
  const build = (subset: string[]) =>
    new DictionaryIndex(
      subset,
      resolved.rankedDictionaries,
      resolved.rankedDictionariesMaxWordSize,
    );
  const l33t: L33tSettings = {
    maxSubstitutions: resolved.l33tMaxSubstitutions,
    substitutions: resolved.trieNodeRoot,
  };

  const index = build(names);
  replaceDictionaryMatchers(
    matching.matchers,
    (variant) =>
      new IndexedDictionaryMatcher(resolved, { index, variant, l33t, ignoresUserInputs: false }),
  );
  const wordSequence = matching.matchers.wordSequence;
  if (!wordSequence) throw new Error('zxcvbn-ts has no word-sequence matcher to speed up.');
  const sequenceIndex = build(sequenceNames);
  replaceDictionaryMatchers(
    wordSequence,
    (variant) =>
      new IndexedDictionaryMatcher(resolved, {
        index: sequenceIndex,
        variant,
        l33t,
        ignoresUserInputs: true,
      }),
  );
  replaceScoring(scoring, resolved);
  const repeat = matching.matchers.repeat as unknown as { scoring?: ScoringInternals } | undefined;
  if (!repeat?.scoring) throw new Error('zxcvbn-ts has no repeat matcher scoring to speed up.');
  replaceScoring(repeat.scoring, resolved);
  return factory;
}

function replaceScoring(scoring: ScoringInternals, options: Options): void {
  scoring.mostGuessableMatchSequence = (password, matches, excludeAdditive = false) =>
    mostGuessableMatchSequence(options, password, matches, excludeAdditive);
}

function replaceDictionaryMatchers(
  owner: object,
  create: (variant: DictionaryVariant) => MatcherBaseClass,
): void {
  const slots = owner as Partial<DictionaryMatcherSlots>;
  for (const [slot, variant] of Object.entries(SLOTS) as [
    keyof DictionaryMatcherSlots,
    DictionaryVariant,
  ][]) {
    if (!slots[slot]) throw new Error(`zxcvbn-ts has no "${slot}" matcher to replace.`);
    slots[slot] = create(variant);
  }
}
