import { expect, test } from 'vitest';
import { DEFAULT_RANDOM_OPTIONS } from './character-classes';
import { averageCrackSeconds, bitsForScenario, formatCrackTime } from './crack-time';
import { DEFAULT_PASSPHRASE_OPTIONS } from './generate-passphrase';
import { planRandomPassword } from './generate-password';
import { lengthForTarget, pinLengthForTarget, targetBits, wordsForTarget } from './target-strength';

test('the chosen length is the shortest whose exact entropy reaches the target', () => {
  const length = lengthForTarget(DEFAULT_RANDOM_OPTIONS, 100) ?? 0;
  const bitsAt = (size: number) => {
    const plan = planRandomPassword({ ...DEFAULT_RANDOM_OPTIONS, length: size });
    return typeof plan === 'string' ? 0 : plan.entropyBits;
  };
  expect(bitsAt(length)).toBeGreaterThanOrEqual(100);
  expect(bitsAt(length - 1)).toBeLessThan(100);
  expect(length).toBe(16);
});

test('word counts and PIN lengths follow the same rule; unreachable targets give undefined', () => {
  expect(wordsForTarget(DEFAULT_PASSPHRASE_OPTIONS, 7776, 77)).toBe(6);
  expect(wordsForTarget(DEFAULT_PASSPHRASE_OPTIONS, 7776, 78)).toBe(7);
  expect(wordsForTarget(DEFAULT_PASSPHRASE_OPTIONS, 7776, 300)).toBeUndefined();
  expect(pinLengthForTarget(20)).toBe(7);
  expect(pinLengthForTarget(40)).toBeUndefined();
  expect(lengthForTarget(DEFAULT_RANDOM_OPTIONS, 900)).toBeUndefined();
});

test('an attack scenario becomes bits: on average half the space is searched', () => {
  const bits = bitsForScenario('offlineFast', 100);
  expect(averageCrackSeconds(bits, 1e10) / (365.25 * 24 * 3600)).toBeCloseTo(100, 6);
  expect(targetBits({ kind: 'scenario', scenario: 'offlineFast', years: 100 })).toBe(bits);
  expect(targetBits({ kind: 'bits', bits: 64 })).toBe(64);
  expect(targetBits({ kind: 'off' })).toBeUndefined();
});

test('crack times read as people say them', () => {
  expect(formatCrackTime(0.5)).toBe('less than a second');
  expect(formatCrackTime(59)).toBe('59 seconds');
  expect(formatCrackTime(3600)).toBe('1 hour');
  expect(formatCrackTime(400 * 86400)).toBe('1 year');
  expect(formatCrackTime(1e30)).toMatch(/^about 10\^\d+ years$/);
});
