import type { DictionaryMatch, UserInputsOptions } from '@zxcvbn-ts/core';
import { DictionaryIndex } from './dictionary-index';

const USER_INPUTS = 'userInputs';

/** A dictionary hit: the window [i..j], its lower-cased text, the dictionary and the rank. */
export interface DictionaryHit {
  i: number;
  j: number;
  word: string;
  dictionaryName: string;
  rank: number;
}

/**
 * Receives each hit. The object is reused for the next hit (a walk can report tens of thousands),
 * so read what you need before returning.
 */
export type DictionaryHitVisitor = (hit: Readonly<DictionaryHit>) => void;

export interface HitSearchOptions {
  userInputs?: UserInputsOptions | undefined;
  /** Hits ending before this index are not reported (the l33t matcher has seen them). */
  fromEnd?: number;
}

/**
 * zxcvbn-ts's plain dictionary matcher (MatchDictionary.match in @zxcvbn-ts/core 4.2.0, without
 * Levenshtein), answered from a trie. Same windows, same order (start, then end, then
 * dictionary), same match objects: only windows that no word starts with are skipped.
 */
export function matchDictionary(
  index: DictionaryIndex,
  password: string,
  userInputs?: UserInputsOptions,
): DictionaryMatch[] {
  const matches: DictionaryMatch[] = [];
  forEachDictionaryHit(
    index,
    password,
    ({ i, j, word, dictionaryName, rank }) => {
      matches.push({
        pattern: 'dictionary',
        i,
        j,
        token: password.slice(i, j + 1),
        matchedWord: word,
        rank,
        dictionaryName,
        reversed: false,
        l33t: false,
      });
    },
    { userInputs },
  );
  return matches;
}

/**
 * The hits matchDictionary turns into matches, in its order, without building them; the l33t
 * matcher sees the same hits in up to 100 variants and only wants the new ones.
 *
 * `userInputs` is the per-call dictionary zxcvbn-ts appends after the static ones. It is small and
 * not in the trie, so it is looked up directly for exactly the windows zxcvbn-ts tries.
 */
export function forEachDictionaryHit(
  index: DictionaryIndex,
  password: string,
  visit: DictionaryHitVisitor,
  { userInputs, fromEnd = 0 }: HitSearchOptions = {},
): void {
  const hit: DictionaryHit = { i: 0, j: 0, word: '', dictionaryName: '', rank: 0 };
  const report = (window: Window, dictionaryName: string, rank: number) => {
    hit.i = window.i;
    hit.j = window.j;
    hit.word = window.word;
    hit.dictionaryName = dictionaryName;
    hit.rank = rank;
    visit(hit);
  };
  const length = password.length;
  // zxcvbn-ts walks `length` windows over the lower-cased string even when lower-casing grew it.
  const lower = password.toLowerCase();
  const userMaxLength = userInputs?.rankedDictionaryMaxWordSize ?? 0;
  const maxSearchWidth = Math.max(0, ...index.maxWordSizes, userInputs ? userMaxLength : 0);
  const visitUserInput = (window: Window) => {
    const rank = userInputs?.rankedDictionary[window.word];
    if (rank !== undefined) report(window, USER_INPUTS, rank);
  };
  for (let i = Math.max(0, fromEnd - maxSearchWidth); i < length; i += 1) {
    let node = DictionaryIndex.root;
    for (let j = i; j < length; j += 1) {
      const isFullPassword = i === 0 && j === length - 1;
      if (j - i + 1 > maxSearchWidth && !isFullPassword) break;
      if (node !== DictionaryIndex.none) node = index.child(node, lower.charCodeAt(j));
      const triesUserInputs =
        userInputs !== undefined && (j - i + 1 <= userMaxLength || isFullPassword);
      if (node === DictionaryIndex.none && !triesUserInputs) {
        // No longer window matches either, except the whole password against the user inputs
        // when zxcvbn-ts's width limit lets it get that far.
        if (i === 0 && userInputs && length - 1 <= maxSearchWidth) {
          visitUserInput({ i: 0, j: length - 1, word: lower.slice(0, length) });
        }
        break;
      }
      const mask = node === DictionaryIndex.none || j < fromEnd ? 0 : index.mask(node);
      if (mask === 0 && (!triesUserInputs || j < fromEnd)) continue;
      const window = { i, j, word: lower.slice(i, j + 1), isFullPassword };
      if (mask !== 0) visitIndexed(index, mask, window, report);
      if (triesUserInputs) visitUserInput(window);
    }
  }
}

interface Window {
  i: number;
  j: number;
  word: string;
}

type Report = (window: Window, dictionaryName: string, rank: number) => void;

function visitIndexed(
  index: DictionaryIndex,
  mask: number,
  window: Window & { isFullPassword: boolean },
  report: Report,
): void {
  const { i, j, word, isFullPassword } = window;
  for (let d = 0; d < index.names.length; d += 1) {
    if ((mask & (1 << d)) === 0) continue;
    if (j - i + 1 > (index.maxWordSizes[d] ?? 0) && !isFullPassword) continue;
    const rank = index.dictionaries[d]?.[word];
    if (rank !== undefined) report(window, index.names[d] ?? '', rank);
  }
}
