import { expect, test } from 'vitest';
import { describeGuessingTime, scoreForGuesses } from './plain-strength';

const YEAR = 365.25 * 24 * 3600;

test('says how long guessing takes in words, never with an exponent', () => {
  expect(describeGuessingTime(0.2)).toBe('less than a second');
  expect(describeGuessingTime(45)).toBe('45 seconds');
  expect(describeGuessingTime(3 * 86400 + 5)).toBe('3 days');
  expect(describeGuessingTime(1 * YEAR)).toBe('1 year');
  expect(describeGuessingTime(999 * YEAR)).toBe('999 years');
  expect(describeGuessingTime(5e3 * YEAR)).toBe('thousands of years');
  expect(describeGuessingTime(5e6 * YEAR)).toBe('millions of years');
  expect(describeGuessingTime(5e9 * YEAR)).toBe('billions of years');
  expect(describeGuessingTime(1e33 * YEAR)).toBe('longer than the age of the universe');
  expect(describeGuessingTime(Number.POSITIVE_INFINITY)).toBe(
    'longer than the age of the universe',
  );
});

test('maps guesses to zxcvbn’s five levels at its thresholds', () => {
  expect([2.9, 3, 5.9, 6, 7.9, 8, 9.9, 10, 39].map(scoreForGuesses)).toEqual([
    0, 1, 1, 2, 2, 3, 3, 4, 4,
  ]);
});
