import { expect, test } from 'vitest';
import { REVIEW_STEP_ID, stepsForDataClasses } from './guided-steps';

test('orders steps most severe first: identity and money, then access, then contact data', () => {
  const steps = stepsForDataClasses([
    'Email addresses',
    'Passwords',
    'Credit cards',
    'Government issued IDs',
    'Phone numbers',
  ]);
  expect(steps.map((step) => step.id)).toEqual([
    'protect-identity',
    'replace-payment-cards',
    'change-password',
    'turn-on-two-step',
    'watch-for-phishing',
    'protect-phone-number',
  ]);
  expect(steps.map((step) => step.severity)).toEqual([
    'critical',
    'critical',
    'high',
    'high',
    'medium',
    'medium',
  ]);
});

test('names only the exposed classes behind each step, and reviews the rest last', () => {
  const steps = stepsForDataClasses(['Passwords', 'Astrological signs', 'Beauty ratings']);
  expect(steps[0]).toMatchObject({ id: 'change-password', dataClasses: ['Passwords'] });
  expect(steps.at(-1)).toMatchObject({
    id: REVIEW_STEP_ID,
    severity: 'low',
    dataClasses: ['Astrological signs', 'Beauty ratings'],
  });
});

test('gives every data class of the catalog a step', async () => {
  const { default: classes } =
    await import('@/features/breach-catalog/data/hibp-dataclasses.derived.json');
  const covered = new Set(stepsForDataClasses(classes).flatMap((step) => step.dataClasses));
  expect(classes.filter((dataClass) => !covered.has(dataClass))).toEqual([]);
});
