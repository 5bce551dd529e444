import { expect, test } from 'vitest';
import { initialGeneratorState } from '../password-generator.slice';
import { generateFromSettings } from './generate-from-settings';

test('the description names each minimum in the right number', () => {
  const outcome = generateFromSettings(initialGeneratorState);
  if (!outcome.ok) throw new Error(outcome.error);
  expect(outcome.result.description).toBe(
    '20 characters from 26 uppercase, 26 lowercase, 10 digits, 32 symbols; at least 1 uppercase, 1 lowercase, 1 digit, 1 symbol',
  );
});
