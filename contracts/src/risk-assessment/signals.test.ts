import { describe, expect, test } from 'vitest';
import {
  addressCoverageValue,
  breachExposureValue,
  breachRecency,
  breachSeverity,
  breachVerification,
  checkedPasswordValue,
  latestChecks,
  OBSERVED_ITEMS,
  twoFactorValue,
  unresolvedBreachValue,
} from './signals';
import {
  breachExposureSummary,
  checkedPasswordSummary,
  unresolvedBreachSummary,
} from './signal-summaries';
import { breach, check, daysBefore, NOW } from './testing/personas';

describe('breach factors', () => {
  test('rates severity by the worst HIBP data class', () => {
    for (const name of [
      'Passwords',
      'Password hints',
      'Historical passwords',
      'Auth tokens',
      'Credit cards',
      'Bank account numbers',
      'Government issued IDs',
      'Social security numbers',
      'Passport numbers',
    ])
      expect(breachSeverity(['Email addresses', name]), name).toBe(1);
    expect(breachSeverity(['Partial credit card data'])).toBe(0.8);
    expect(breachSeverity(['Security questions and answers', 'Names'])).toBe(0.8);
    for (const name of ['Dates of birth', 'Physical addresses', 'Phone numbers'])
      expect(breachSeverity([name])).toBe(0.5);
    expect(breachSeverity(['Email addresses', 'Names', 'Usernames', 'IP addresses'])).toBe(0.25);
    expect(breachSeverity([])).toBe(0.25);
    expect(breachSeverity(['passwords'])).toBe(1);
  });

  test('counts recency in months since the breach was added', () => {
    expect(breachRecency(daysBefore(300), NOW)).toBe(1);
    expect(breachRecency(daysBefore(370), NOW)).toBe(0.6);
    expect(breachRecency(daysBefore(3 * 365), NOW)).toBe(0.6);
    expect(breachRecency(daysBefore(3 * 365 + 5), NOW)).toBe(0.35);
    expect(breachRecency('not a date', NOW)).toBe(1);
  });

  test('trusts verified breaches fully, unverified ones partly, spam lists little and fabricated ones not at all', () => {
    expect(breachVerification(breach())).toBe(1);
    expect(breachVerification(breach({ isVerified: false }))).toBe(0.6);
    expect(breachVerification(breach({ isSpamList: true }))).toBe(0.3);
    expect(breachVerification(breach({ isFabricated: true, isSpamList: true }))).toBe(0);
  });
});

describe('S1 and S2', () => {
  test('halves S1 for one fresh credential breach and compounds further ones', () => {
    expect(breachExposureValue([], NOW)).toBe(1);
    expect(breachExposureValue([breach()], NOW)).toBe(0.5);
    expect(breachExposureValue([breach(), breach({ name: 'Other' })], NOW)).toBe(0.25);
    expect(breachExposureValue([breach({ resolved: true })], NOW)).toBe(0.75);
    expect(breachExposureValue([breach({ isFabricated: true })], NOW)).toBe(1);
  });

  test('brings S2 to 0 with two fresh unresolved credential breaches and ignores resolved ones', () => {
    expect(unresolvedBreachValue([breach()], NOW)).toBe(0.5);
    expect(unresolvedBreachValue([breach(), breach({ name: 'Other' })], NOW)).toBe(0);
    expect(unresolvedBreachValue([breach(), breach(), breach()], NOW)).toBe(0);
    expect(unresolvedBreachValue([breach({ resolved: true })], NOW)).toBe(1);
    // 0.5 (phone) × 0.6 (two years) × 0.6 (unverified) / 2 = 0.09
    const older = breach({
      dataClasses: ['Phone numbers'],
      addedDate: daysBefore(730),
      isVerified: false,
    });
    expect(unresolvedBreachValue([older], NOW)).toBeCloseTo(0.91, 12);
  });

  test('summarises breaches in one line', () => {
    const breaches = [
      breach({ addedDate: daysBefore(95) }),
      breach({ resolved: true, addedDate: daysBefore(800) }),
    ];
    expect(breachExposureSummary(null, breaches, NOW)).toBe(
      '2 breaches found (1 resolved), the newest added 3 months ago.',
    );
    expect(unresolvedBreachSummary(null, breaches, NOW)).toBe(
      '1 unresolved breach, the newest added 3 months ago.',
    );
    expect(unresolvedBreachSummary(null, [], NOW)).toBe('No unresolved breaches.');
    expect(breachExposureSummary('no-verified-address', null, NOW)).toBe(
      'No verified address is monitored yet.',
    );
  });

  test('says plainly why breach exposure is not available, and counts saved breaches all the same', () => {
    expect(breachExposureSummary('no-breach-data', [breach()], NOW)).toBe(
      'No breach data is loaded on this server yet, so your addresses cannot be checked.',
    );
    expect(breachExposureSummary('not-checked-yet', [], NOW)).toBe(
      'Your monitored addresses have not been checked yet; this counts after their first check.',
    );
    expect(unresolvedBreachSummary('no-breach-data', null, NOW)).toBe(
      'No breach data is loaded on this server yet, so your addresses cannot be checked. Breaches you save count here too.',
    );
    expect(unresolvedBreachSummary('no-breach-data', [breach({ resolved: true })], NOW)).toBe(
      'No unresolved breaches among the ones you saved.',
    );
    expect(unresolvedBreachSummary('no-breach-data', [breach()], NOW)).toBe(
      '1 unresolved breach, the newest added less than a month ago.',
    );
  });
});

describe('S3', () => {
  test('uses the latest check of each label from the last 180 days', () => {
    const checks = [
      check({ label: 'Bank', score: 1, checkedAt: daysBefore(20) }),
      check({ label: 'bank ', score: 4, checkedAt: daysBefore(5) }),
      check({ label: 'Email', checkedAt: daysBefore(181) }),
    ];
    expect(latestChecks(checks, NOW).map((kept) => kept.score)).toEqual([4]);
  });

  test('is unavailable with fewer than 3 labelled checks', () => {
    expect(checkedPasswordValue([check({ label: 'A' }), check({ label: 'B' })], NOW)).toBeNull();
    expect(checkedPasswordSummary([check()], NOW)).toBe(
      'Check at least 3 passwords, each with its own label, to count this (1 so far).',
    );
  });

  test('takes 0.5 per weak share, 0.3 per reused share and 1 per leaked share', () => {
    const labels = ['A', 'B', 'C', 'D'];
    const value = (flags: Partial<Parameters<typeof check>[0]>[]) =>
      checkedPasswordValue(
        flags.map((flag, index) => check({ label: labels[index], ...flag })),
        NOW,
      );
    expect(value([{}, {}, {}, {}])).toBe(1);
    expect(value([{ score: 2 }, { score: 0 }, {}, {}])).toBe(0.75);
    expect(value([{ reused: true }, {}, {}, {}])).toBeCloseTo(0.925, 12);
    expect(value([{ pwned: true }, { pwned: true }, {}, {}])).toBe(0.5);
    expect(
      value([{ pwned: true, score: 0 }, { pwned: true }, { pwned: true }, { pwned: true }]),
    ).toBe(0);
  });
});

describe('S3 with unknown breach results', () => {
  const value = (results: (boolean | null)[]) =>
    checkedPasswordValue(
      results.map((pwned, index) => check({ label: `L${index}`, pwned })),
      NOW,
    );

  test('an unknown result lies between found and clean: the share is taken over known results', () => {
    expect(value([true, false, true])).toBeCloseTo(1 / 3, 12);
    expect(value([true, false, null])).toBe(0.5);
    expect(value([true, false, false])).toBeCloseTo(2 / 3, 12);
    // Adding an unknown check leaves the breach share where it was.
    expect(value([true, false, false, null])).toBe(value([true, false, false]));
  });

  test('weakness and reuse still count a check whose breach result is unknown', () => {
    const checks = [
      check({ label: 'A', pwned: null, score: 1, reused: true }),
      check({ label: 'B' }),
      check({ label: 'C' }),
    ];
    expect(checkedPasswordValue(checks, NOW)).toBeCloseTo(1 - 0.5 / 3 - 0.3 / 3, 12);
  });

  test('with no known result the item is not available, and says why', () => {
    const checks = ['A', 'B', 'C'].map((label) => check({ label, pwned: null, score: 1 }));
    expect(checkedPasswordValue(checks, NOW)).toBeNull();
    expect(checkedPasswordSummary(checks, NOW)).toBe(
      '3 passwords checked: 3 weak, 0 reused; whether any appears in breaches is unknown, as the breach check was unavailable. Check them again to count this.',
    );
    expect(
      checkedPasswordSummary([...checks.slice(0, 2), check({ label: 'C', pwned: true })], NOW),
    ).toBe(
      '3 passwords checked: 2 weak, 0 reused, 1 found in breaches, 2 not checked against breaches (unknown).',
    );
  });
});

test('rates 2-step verification here and the share of addresses monitored', () => {
  expect(
    ['passkey', 'totp', 'email-otp', 'none'].map((kind) => twoFactorValue(kind as 'none')),
  ).toEqual([1, 1, 0.6, 0]);
  expect(addressCoverageValue(1, 2)).toBe(0.5);
  expect(addressCoverageValue(5, 4)).toBe(1);
  expect(addressCoverageValue(1, null)).toBeNull();
});

test('describes the four observed items with their design weights', () => {
  expect(OBSERVED_ITEMS.map(({ id, category, weight }) => [id, category, weight])).toEqual([
    ['S1', 'breaches', 6],
    ['S2', 'breaches', 9],
    ['S3', 'passwords', 6],
    ['S4', 'mfa', 3],
  ]);
  for (const item of OBSERVED_ITEMS) expect(item.formula.length).toBeGreaterThan(30);
});
