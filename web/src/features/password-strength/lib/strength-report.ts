import type { MatchEstimated, ZxcvbnResult } from '@zxcvbn-ts/core';

export type MatchKind =
  | 'dictionary'
  | 'l33t'
  | 'reversed'
  | 'date'
  | 'sequence'
  | 'repeat'
  | 'spatial'
  | 'bruteforce'
  | 'year'
  | 'separator'
  | 'word sequence';

export interface MatchSegment {
  /** The part of the password this explains (it stays in the browser). */
  token: string;
  i: number;
  j: number;
  kind: MatchKind;
  /** Why it is guessable, in words. */
  detail: string;
  guessesLog10: number;
}

export type CrackScenario =
  'onlineThrottling' | 'onlineNoThrottling' | 'offlineSlowHashing' | 'offlineFastHashing';

/** What the worker sends back: plain data, the same as zxcvbn-ts's result where it overlaps. */
export interface StrengthReport {
  score: 0 | 1 | 2 | 3 | 4;
  guesses: number;
  guessesLog10: number;
  crackTimes: { scenario: CrackScenario; seconds: number; display: string }[];
  feedback: { warning: string | null; suggestions: string[] };
  segments: MatchSegment[];
  /** The whole password, lower-cased, is on zxcvbn-ts's list of common passwords. */
  isCommonPassword: boolean;
  calcTimeMs: number;
}

const DICTIONARY_LABELS: Record<string, string> = {
  'passwords-common': 'common passwords',
  'commonWords-en': 'common English words',
  'firstnames-en': 'first names',
  'lastnames-en': 'last names',
  'wikipedia-en': 'Wikipedia words',
  'diceware-common': 'the diceware list',
  userInputs: 'your details',
};

const SCENARIO_KEYS: Record<CrackScenario, keyof ZxcvbnResult['crackTimes']> = {
  onlineThrottling: 'onlineThrottlingXPerHour',
  onlineNoThrottling: 'onlineNoThrottlingXPerSecond',
  offlineSlowHashing: 'offlineSlowHashingXPerSecond',
  offlineFastHashing: 'offlineFastHashingXPerSecond',
};

export function buildStrengthReport(
  result: ZxcvbnResult,
  isCommonPassword: boolean,
): StrengthReport {
  return {
    score: result.score,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    crackTimes: (Object.keys(SCENARIO_KEYS) as CrackScenario[]).map((scenario) => {
      const time = result.crackTimes[SCENARIO_KEYS[scenario]];
      return { scenario, seconds: time.seconds, display: time.display };
    }),
    feedback: { warning: result.feedback.warning, suggestions: [...result.feedback.suggestions] },
    segments: (result.sequence as MatchEstimated[]).map(describeMatch),
    isCommonPassword,
    calcTimeMs: result.calcTime,
  };
}

function describeMatch(match: MatchEstimated): MatchSegment {
  const base = { token: match.token, i: match.i, j: match.j, guessesLog10: match.guessesLog10 };
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (match.pattern) {
    case 'dictionary': {
      const source =
        DICTIONARY_LABELS[text(match.dictionaryName)] ??
        text(match.dictionaryName).replace(/-\w+$/, '');
      const word = `“${text(match.matchedWord)}”, number ${text(match.rank)} in ${source}`;
      if (match.l33t)
        return {
          ...base,
          kind: 'l33t',
          detail: `${word}, with look-alike swaps (${text(match.subDisplay)})`,
        };
      if (match.reversed)
        return { ...base, kind: 'reversed', detail: `${word}, written backwards` };
      return { ...base, kind: 'dictionary', detail: word };
    }
    case 'date':
      return {
        ...base,
        kind: 'date',
        detail: `a date (${text(match.day)}/${text(match.month)}/${text(match.year)})`,
      };
    case 'sequence':
      return {
        ...base,
        kind: 'sequence',
        detail: `${match.ascending ? 'an ascending' : 'a descending'} ${text(match.sequenceName)} sequence`,
      };
    case 'repeat':
      return {
        ...base,
        kind: 'repeat',
        detail: `“${text(match.baseToken)}” repeated ${text(match.repeatCount)} times`,
      };
    case 'spatial':
      return {
        ...base,
        kind: 'spatial',
        detail: `a ${text(match.graph)} keyboard pattern with ${text(match.turns)} turns`,
      };
    case 'regex':
      return { ...base, kind: 'year', detail: 'a recent year' };
    case 'separator':
      return { ...base, kind: 'separator', detail: 'a separator between words' };
    case 'wordSequence':
      return { ...base, kind: 'word sequence', detail: `a run of ${text(match.wordCount)} words` };
    default:
      return { ...base, kind: 'bruteforce', detail: 'no pattern: guessed character by character' };
  }
}
