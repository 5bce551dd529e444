import { expect, test } from 'vitest';
import { chiSquare, chiSquareCritical } from '../testing/chi-square';
import {
  DEFAULT_RANDOM_OPTIONS,
  DIGITS,
  LOOK_ALIKES,
  LOWERCASE,
  type RandomPasswordOptions,
  SYMBOLS,
  UPPERCASE,
} from './character-classes';
import {
  generateRandomPassword,
  planRandomPassword,
  type RandomPasswordPlan,
  sampleCompliantByCounts,
} from './generate-password';
import { RandomIndex } from './random-index';

function generate(overrides: Partial<RandomPasswordOptions>): string {
  const options = { ...DEFAULT_RANDOM_OPTIONS, ...overrides };
  const plan = planRandomPassword(options);
  if (typeof plan === 'string') throw new Error(plan);
  return generateRandomPassword(plan, options.length);
}

const countOf = (password: string, set: string) =>
  [...password].filter((char) => set.includes(char)).length;

test('defaults: 20 characters with at least one upper, lower, digit and symbol', () => {
  for (let run = 0; run < 200; run += 1) {
    const password = generate({});
    expect(password).toHaveLength(20);
    for (const set of [UPPERCASE, LOWERCASE, DIGITS, SYMBOLS])
      expect(countOf(password, set)).toBeGreaterThanOrEqual(1);
  }
});

test('length runs from 5 to 128', () => {
  expect(generate({ length: 5 })).toHaveLength(5);
  expect(generate({ length: 128 })).toHaveLength(128);
});

test('each kind can be used alone, and only its characters appear', () => {
  const only = {
    uppercase: false,
    lowercase: false,
    digits: false,
    symbols: false,
    minDigits: 0,
    minSymbols: 0,
  };
  expect(generate({ ...only, uppercase: true })).toMatch(/^[A-Z]{20}$/);
  expect(generate({ ...only, lowercase: true })).toMatch(/^[a-z]{20}$/);
  expect(generate({ ...only, digits: true })).toMatch(/^[0-9]{20}$/);
  expect([...generate({ ...only, symbols: true })].every((char) => SYMBOLS.includes(char))).toBe(
    true,
  );
});

test('the symbol set is editable; characters outside ASCII punctuation are ignored', () => {
  const password = generate({
    uppercase: false,
    lowercase: false,
    digits: false,
    symbolSet: '#@é',
    minSymbols: 0,
  });
  expect(password).toMatch(/^[#@]{20}$/);
});

test('minimum digits and symbols (up to 9) are always met', () => {
  for (let run = 0; run < 100; run += 1) {
    const password = generate({ length: 20, minDigits: 9, minSymbols: 9 });
    expect(countOf(password, DIGITS)).toBeGreaterThanOrEqual(9);
    expect(countOf(password, SYMBOLS)).toBeGreaterThanOrEqual(9);
  }
});

test('excluded characters and look-alikes never appear', () => {
  for (let run = 0; run < 100; run += 1) {
    const password = generate({ length: 64, exclude: 'aeiouAEIOU', avoidLookAlikes: true });
    expect(
      [...password].some((char) => 'aeiouAEIOU'.includes(char) || LOOK_ALIKES.includes(char)),
    ).toBe(false);
  }
});

test('without "at least one of each", a kind may be missing', () => {
  const plan = planRandomPassword({
    ...DEFAULT_RANDOM_OPTIONS,
    requireEachKind: false,
    minDigits: 0,
    minSymbols: 0,
  });
  expect(
    typeof plan !== 'string' &&
      plan.classes.every((characterClass) => characterClass.minimum === 0),
  ).toBe(true);
});

test('settings that cannot be met are refused with a clear message', () => {
  const refuse = (overrides: Partial<RandomPasswordOptions>) =>
    planRandomPassword({ ...DEFAULT_RANDOM_OPTIONS, ...overrides });
  expect(refuse({ uppercase: false, lowercase: false, digits: false, symbols: false })).toBe(
    'Choose at least one kind of character.',
  );
  expect(refuse({ length: 10, minDigits: 9, minSymbols: 9 })).toBe(
    'The settings need at least 20 characters, but the length is 10.',
  );
  expect(refuse({ digits: true, exclude: DIGITS })).toBe(
    'No digits are left after the exclusions.',
  );
  expect(refuse({ symbolSet: '' })).toBe('No symbols are left after the exclusions.');
});

test('every compliant password is equally likely: whole-password regeneration (chi-square)', () => {
  // Over {A, B} ∪ {1} with at least one of each, length 3: 3³ = 27 strings, of which 27 − 8 − 1 = 18 comply.
  const options: RandomPasswordOptions = {
    ...DEFAULT_RANDOM_OPTIONS,
    length: 3,
    lowercase: false,
    symbols: false,
    minDigits: 1,
    exclude: 'CDEFGHIJKLMNOPQRSTUVWXYZ023456789',
  };
  const plan = planRandomPassword(options) as RandomPasswordPlan;
  const seen = new Map<string, number>();
  const draws = 180_000;
  for (let draw = 0; draw < draws; draw += 1) {
    const password = generateRandomPassword(plan, 3);
    seen.set(password, (seen.get(password) ?? 0) + 1);
  }
  expect(seen.size).toBe(18);
  expect(chiSquare([...seen.values()], draws)).toBeLessThan(chiSquareCritical(17));
  expect(plan.entropyBits).toBeCloseTo(Math.log2(18), 12);
});

test('rare settings use the count-first sampler, which is just as uniform (chi-square)', () => {
  // 5 characters over A–Z ∪ {1, 2}, at least 4 digits: 5·2⁴·26 + 2⁵ = 2,112 of 28⁵ strings comply (~1 in 8,000).
  const options: RandomPasswordOptions = {
    ...DEFAULT_RANDOM_OPTIONS,
    length: 5,
    lowercase: false,
    symbols: false,
    requireEachKind: false,
    minDigits: 4,
    exclude: '03456789',
  };
  const plan = planRandomPassword(options) as RandomPasswordPlan;
  expect(plan.complianceProbability).toBeLessThan(1e-3);
  const random = new RandomIndex();
  const seen = new Map<string, number>();
  const draws = 211_200;
  for (let draw = 0; draw < draws; draw += 1) {
    const password = sampleCompliantByCounts(plan, 5, random);
    seen.set(password, (seen.get(password) ?? 0) + 1);
  }
  expect(seen.size).toBe(2112);
  expect([...seen.keys()].every((password) => countOf(password, '12') >= 4)).toBe(true);
  expect(chiSquare([...seen.values()], draws)).toBeLessThan(chiSquareCritical(2111));
  // 211,200 draws take 3–6 s, depending on the machine: a proof of uniformity, not a speed goal
  // (vitest's default of 5 s failed it on a slower CPU).
}, 30_000);

test('9 digits and 9 symbols in 20 characters (about 1 in a million strings) is still generated at once', () => {
  const started = performance.now();
  for (let run = 0; run < 50; run += 1) {
    const password = generate({ length: 20, minDigits: 9, minSymbols: 9 });
    expect(countOf(password, DIGITS)).toBeGreaterThanOrEqual(9);
    expect(countOf(password, SYMBOLS)).toBeGreaterThanOrEqual(9);
  }
  expect(performance.now() - started).toBeLessThan(5000);
});
