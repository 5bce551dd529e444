import { SavedBreachSchema } from '@bulwark/contracts/schemas/saved-breach.schema';
import { expect, test } from 'vitest';
import { toSavedBreach } from './saved-breach-dto';
import { breachSummary } from './testing/breach-summary';
import type { SavedBreachRow } from './saved-breaches.repository';
import { indexTwoFactorDirectory } from './two-factor-directory';

const at = new Date('2026-01-02T03:04:05.000Z');

const dropbox = breachSummary('dropbox.com', { name: 'Dropbox', title: 'Dropbox' });

function row(userId: string): SavedBreachRow {
  return {
    id: `saved-${userId}`,
    userId,
    breachName: dropbox.name,
    status: 'action-needed',
    notes: '',
    createdAt: at,
    updatedAt: at,
    resolvedAt: null,
  };
}

const withTwoFactor = indexTwoFactorDirectory({
  entries: {
    'dropbox.com': {
      name: 'Dropbox',
      tfa: ['totp', 'u2f'],
      documentation: 'https://help.dropbox.com/account-access/enable-2-factor-authentication',
    },
  },
});
const withoutTwoFactor = indexTwoFactorDirectory({ entries: {} });

function saved(userId: string, directory = withTwoFactor, done: string[] = []) {
  return toSavedBreach(row(userId), {
    breach: dropbox,
    directory,
    steps: done.map((stepId) => ({ stepId, state: 'done' as const, changedAt: at })),
    history: [],
  });
}

test("one person's progress on a breach never shows in another's answer for it", () => {
  const first = saved('alice', withTwoFactor, ['change-password']);
  const second = saved('bob');
  const third = saved('alice', withTwoFactor, ['change-password']);

  const stateOf = (answer: typeof first, stepId: string) =>
    answer.steps.find((step) => step.id === stepId)?.state;
  expect(stateOf(first, 'change-password')).toBe('done');
  expect(stateOf(second, 'change-password')).toBe('open');
  expect(second.steps.every((step) => step.state === 'open' && step.changedAt === null)).toBe(true);
  expect(third).toEqual(first);
  expect(SavedBreachSchema.parse(first)).toEqual(first);
});

test('the guidance shared between answers cannot be changed through one of them', () => {
  const answer = saved('alice');
  const step = answer.steps[0];
  expect(step).toBeDefined();
  expect(() => (step?.dataClasses as string[]).push('Usernames')).toThrow(TypeError);
  expect(() => {
    if (answer.site) answer.site.url = 'https://attacker.test/';
  }).toThrow(TypeError);
  expect(saved('bob')).toEqual({ ...saved('alice'), id: 'saved-bob' });
});

test('a new two-step directory brings its own guidance for the same catalog entry', () => {
  const twoStep = (directory: typeof withTwoFactor) =>
    saved('alice', directory).steps.find((step) => step.id === 'turn-on-two-step');
  expect(twoStep(withTwoFactor)?.description).toContain('Dropbox offers');
  expect(twoStep(withTwoFactor)?.link?.kind).toBe('two-factor');
  expect(twoStep(withoutTwoFactor)?.description).not.toContain('Dropbox offers');
  expect(twoStep(withoutTwoFactor)?.link?.kind).toBe('site');
});
