import type { GuidedStep, SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { expect, test } from 'vitest';
import { countExposures, orderForList, rankBreachesToFix } from './next-step';
import { savedBreach, step } from '../testing/saved-breach-factory';

test('ranks breaches by the most severe thing they exposed, then the one saved first', () => {
  const list: SavedBreach[] = [
    savedBreach('Canva', {
      savedAt: '2026-03-01T00:00:00Z',
      steps: [step('change-password', 'high')],
    }),
    savedBreach('Adobe', {
      savedAt: '2026-03-03T00:00:00Z',
      steps: [step('replace-payment-cards', 'critical'), step('change-password', 'high')],
    }),
    savedBreach('Dropbox', {
      savedAt: '2026-02-01T00:00:00Z',
      steps: [step('change-password', 'high')],
    }),
  ];
  expect(rankBreachesToFix(list).map((item) => [item.saved.breach.name, item.step?.id])).toEqual([
    ['Adobe', 'replace-payment-cards'],
    ['Dropbox', 'change-password'],
    ['Canva', 'change-password'],
  ]);
});

test('skips closed steps: the next step is the most severe one still open', () => {
  const steps: GuidedStep[] = [
    step('replace-payment-cards', 'critical', 'done'),
    step('watch-for-phishing', 'medium'),
    step('change-password', 'high', 'skipped'),
  ];
  expect(rankBreachesToFix([savedBreach('Adobe', { steps })])[0]?.step?.id).toBe(
    'watch-for-phishing',
  );
});

test('leaves fixed breaches out and puts a breach with no open step last', () => {
  const list = [
    savedBreach('Adobe', { steps: [step('change-password', 'high', 'done')] }),
    savedBreach('Canva', { status: 'fixed' }),
    savedBreach('Dropbox', { steps: [step('watch-for-phishing', 'low')] }),
  ];
  expect(
    rankBreachesToFix(list).map((item) => [item.saved.breach.name, item.step?.id ?? null]),
  ).toEqual([
    ['Dropbox', 'watch-for-phishing'],
    ['Adobe', null],
  ]);
});

test('counts found, to fix and fixed', () => {
  const list = [
    savedBreach('Adobe'),
    savedBreach('Canva', { status: 'fixed' }),
    savedBreach('Dropbox'),
  ];
  expect(countExposures(list)).toEqual({ found: 3, toFix: 2, fixed: 1 });
});

test('a breach keeps its place while its steps are done, until none is left open', () => {
  const adobe = savedBreach('Adobe', {
    savedAt: '2026-03-01T00:00:00Z',
    steps: [step('change-pins', 'critical'), step('watch-for-phishing', 'medium')],
  });
  const canva = savedBreach('Canva', {
    savedAt: '2026-02-01T00:00:00Z',
    steps: [step('change-password', 'high')],
  });
  const pinsDone = {
    ...adobe,
    steps: [step('change-pins', 'critical', 'done'), step('watch-for-phishing', 'medium')],
  };
  expect(
    rankBreachesToFix([canva, pinsDone]).map((item) => [item.saved.breach.name, item.step?.id]),
  ).toEqual([
    ['Adobe', 'watch-for-phishing'],
    ['Canva', 'change-password'],
  ]);
});

test('the list: needing action most urgent first, then the most recently fixed', () => {
  const list = [
    savedBreach('Old', { status: 'fixed', resolvedAt: '2026-01-01T00:00:00Z' }),
    savedBreach('Canva', { savedAt: '2026-03-02T00:00:00Z' }),
    savedBreach('Recent', { status: 'fixed', resolvedAt: '2026-03-01T00:00:00Z' }),
    savedBreach('Adobe', { savedAt: '2026-03-01T00:00:00Z' }),
  ];
  expect(orderForList(list).map((item) => item.breach.name)).toEqual([
    'Adobe',
    'Canva',
    'Recent',
    'Old',
  ]);
});
