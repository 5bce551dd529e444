import type { L33tMatch, Options, UserInputsOptions } from '@zxcvbn-ts/core';
import getCleanPasswords, {
  type PasswordChanges,
  type PasswordWithSubs,
} from '@zxcvbn-ts/core/dist/matcher/dictionary/variants/matching/unmunger/getCleanPasswords.mjs';
import type { DictionaryIndex } from './dictionary-index';
import { type DictionaryHitVisitor, forEachDictionaryHit } from './match-dictionary';

export interface L33tSettings {
  maxSubstitutions: number;
  substitutions: Options['trieNodeRoot'];
}

/**
 * zxcvbn-ts's l33t matcher (MatchL33t.match in @zxcvbn-ts/core 4.2.0) with the same variants, in
 * the same order, giving the same matches in the same order. The speed comes from the trie
 * (matchDictionary), a set instead of a linear scan for duplicates, and mapping positions back
 * through prefix sums instead of re-reading every substitution for every match.
 */
export function matchL33t(
  index: DictionaryIndex,
  password: string,
  settings: L33tSettings,
  userInputs?: UserInputsOptions,
): L33tMatch[] {
  const matches: L33tMatch[] = [];
  const seen = new Set<string>();
  let hasFullMatch = false;
  let previous: VariantLayout = { text: '', length: 0, shifts: new Int32Array(1) };
  for (const variant of getCleanPasswords(
    password,
    settings.maxSubstitutions,
    settings.substitutions,
  )) {
    if (hasFullMatch) break;
    const shifts = shiftsBefore(variant);
    // Compared lower-cased, as the windows are read (lower-casing can depend on what follows).
    const current = {
      text: variant.password.toLowerCase(),
      length: variant.password.length,
      shifts,
    };
    const unchanged = sharedPrefixLength(previous, current);
    previous = current;
    const visitHit: DictionaryHitVisitor = ({
      i: variantI,
      j: variantJ,
      word,
      dictionaryName,
      rank,
    }) => {
      const i = variantI + (shifts[variantI] ?? 0);
      const j = variantJ + (shifts[variantJ + 1] ?? 0);
      if (!hasFullMatch) hasFullMatch = i === 0 && j === password.length - 1;
      // A one-character token is dropped by the filter at the end whatever else happens to it.
      if (i === j) return;
      const token = password.slice(i, j + 1);
      if (token.toLowerCase() === word) return;
      const key = `${i}\u0000${j}\u0000${dictionaryName}\u0000${word}`;
      if (seen.has(key)) return;
      seen.add(key);
      matches.push({
        pattern: 'dictionary',
        i,
        j,
        token,
        matchedWord: word,
        rank,
        dictionaryName,
        reversed: false,
        l33t: true,
        ...substitutionsWithin(variant, variantI, variantJ),
      });
    };
    forEachDictionaryHit(index, variant.password, visitHit, { userInputs, fromEnd: unchanged });
  }
  // As zxcvbn-ts does: single characters ('1' as 'i', '4' as 'a') are noise.
  return matches.filter((match) => match.token.length > 1);
}

interface VariantLayout {
  /** The variant lower-cased. */
  text: string;
  /** The variant's length before lower-casing: the windows zxcvbn-ts tries. */
  length: number;
  shifts: Int32Array;
}

/**
 * How much of this variant reads, and maps back, exactly like the previous one. Consecutive
 * variants differ only where the substitution search last backtracked, so every window ending
 * before that point gives a hit already seen (same text, same original span), which zxcvbn-ts
 * would drop as a duplicate: only windows ending at or after it need to be tried.
 */
function sharedPrefixLength(previous: VariantLayout, current: VariantLayout): number {
  const limit = Math.min(previous.length, current.length);
  let length = 0;
  while (
    length < limit &&
    previous.text.charCodeAt(length) === current.text.charCodeAt(length) &&
    previous.shifts[length + 1] === current.shifts[length + 1] &&
    previous.shifts[length] === current.shifts[length]
  ) {
    length += 1;
  }
  return length;
}

/** shifts[p]: how much longer the original is than the variant before variant position p. */
function shiftsBefore(variant: PasswordWithSubs): Int32Array {
  const shifts = new Int32Array(variant.password.length + 1);
  for (const change of variant.changes) {
    const diff = change.substitution.length - change.letter.length;
    if (change.i + 1 < shifts.length) shifts[change.i + 1] = (shifts[change.i + 1] ?? 0) + diff;
  }
  for (let p = 1; p < shifts.length; p += 1) shifts[p] = (shifts[p] ?? 0) + (shifts[p - 1] ?? 0);
  return shifts;
}

function substitutionsWithin(variant: PasswordWithSubs, from: number, to: number) {
  const subs: PasswordChanges[] = [];
  const subDisplay: string[] = [];
  const seen = new Set<string>();
  for (const change of variant.changes) {
    if (change.i < from || change.i > to) continue;
    const key = `${change.letter}-${change.substitution}`;
    if (seen.has(key)) continue;
    seen.add(key);
    subs.push({ letter: change.letter, substitution: change.substitution });
    subDisplay.push(`${change.substitution} -> ${change.letter}`);
  }
  return { subs, subDisplay: subDisplay.join(', ') };
}
