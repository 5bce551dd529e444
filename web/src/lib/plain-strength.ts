import { formatNumber } from './format-number';

/**
 * Password strength in plain words, shared by the generator and the strength checker so both say
 * the same thing about the same password: zxcvbn's five levels and how long guessing would take.
 */
export const STRENGTH_WORDS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** zxcvbn's score thresholds on the number of guesses (10³, 10⁶, 10⁸, 10¹⁰). */
const SCORE_THRESHOLDS_LOG10 = [3, 6, 8, 10];

/** The zxcvbn score (0–4) a password needing 10^`guessesLog10` guesses gets. */
export function scoreForGuesses(guessesLog10: number): 0 | 1 | 2 | 3 | 4 {
  const score = SCORE_THRESHOLDS_LOG10.filter((threshold) => guessesLog10 >= threshold).length;
  return score as 0 | 1 | 2 | 3 | 4;
}

/**
 * The attack the plain sentence is about: a stolen password database hashed the way sites should
 * (slowly: bcrypt, scrypt, Argon2), 10⁴ guesses a second. It is the scenario zxcvbn's five levels
 * are calibrated on; the other three are behind Details.
 */
export const STOLEN_DATABASE_GUESSES_PER_SECOND = 1e4;

/** "Would take 3 days to guess if a site’s password database were stolen." */
export function describeStolenDatabaseGuessing(seconds: number): string {
  return `Would take ${describeGuessingTime(seconds)} to guess if a site’s password database were stolen.`;
}

export const SECONDS_PER_YEAR = 365.25 * 24 * 3600;
const AGE_OF_UNIVERSE_YEARS = 13.8e9;
const UNITS: [number, string][] = [
  [SECONDS_PER_YEAR, 'year'],
  [SECONDS_PER_YEAR / 12, 'month'],
  [86400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/**
 * A time, for "would take ___ to guess": "3 days", "thousands of years", "longer than the age of
 * the universe". Never an exponent: those stay behind Details.
 */
export function describeGuessingTime(seconds: number): string {
  if (!(seconds >= 1)) return 'less than a second';
  const years = seconds / SECONDS_PER_YEAR;
  if (years >= AGE_OF_UNIVERSE_YEARS) return 'longer than the age of the universe';
  if (years >= 1e9) return 'billions of years';
  if (years >= 1e6) return 'millions of years';
  if (years >= 1e3) return 'thousands of years';
  return inWholeUnits(seconds);
}

/** "3 days", "1 year": the largest unit that fits, in whole units; under a second says so. */
export function inWholeUnits(seconds: number): string {
  for (const [size, unit] of UNITS) {
    if (seconds >= size) {
      const amount = Math.floor(seconds / size);
      return `${formatNumber(amount)} ${unit}${amount === 1 ? '' : 's'}`;
    }
  }
  return 'less than a second';
}
