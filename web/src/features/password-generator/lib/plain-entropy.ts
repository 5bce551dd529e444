import {
  describeStolenDatabaseGuessing,
  scoreForGuesses,
  STOLEN_DATABASE_GUESSES_PER_SECOND,
  STRENGTH_WORDS,
} from '@/lib/plain-strength';
import { averageCrackSeconds } from './crack-time';

const PALETTES = ['red', 'orange', 'yellow', 'green', 'green'] as const;

/**
 * What an exact entropy means, in the strength checker's words: the same five levels (zxcvbn's
 * thresholds, on the average number of guesses) and how long guessing would take.
 */
export function describeEntropy(bits: number): {
  word: (typeof STRENGTH_WORDS)[number];
  palette: (typeof PALETTES)[number];
  guessing: string;
} {
  const score = scoreForGuesses((bits - 1) * Math.log10(2));
  return {
    word: STRENGTH_WORDS[score],
    palette: PALETTES[score],
    guessing: describeStolenDatabaseGuessing(
      averageCrackSeconds(bits, STOLEN_DATABASE_GUESSES_PER_SECOND),
    ),
  };
}
