import { expect, test } from 'vitest';
import {
  checkNewPassword,
  describePasswordProgress,
  describePasswordRule,
  minimumPasswordLength,
} from './password-rules';

test('asks for 15 characters, or 8 once two-step sign-in is on', () => {
  expect(minimumPasswordLength(false)).toBe(15);
  expect(minimumPasswordLength(true)).toBe(8);
});

test('states one rule per form, and the counter counts towards that same minimum', () => {
  expect(describePasswordRule(false)).toBe(
    'At least 15 characters. Spaces and any symbols count; no other rules.',
  );
  expect(describePasswordRule(false)).not.toMatch(/\b8\b/);
  expect(describePasswordProgress('', minimumPasswordLength(false))).toBe('0 of 15 characters.');
  expect(describePasswordRule(true)).toBe(
    'At least 8 characters, as two-step sign-in is on. Spaces and any symbols count; no other rules.',
  );
  expect(describePasswordProgress('', minimumPasswordLength(true))).toBe('0 of 8 characters.');
});

test('accepts any characters once the length is met', () => {
  expect(checkNewPassword('correct horse b', 15)).toBeNull();
  expect(checkNewPassword('short', 15)).toBe('Use at least 15 characters (5 so far).');
  expect(checkNewPassword('x'.repeat(129), 8)).toBe('Use at most 128 characters.');
  expect(describePasswordProgress('x'.repeat(129), 8)).toBe('129 characters: at most 128.');
});

test('counts an emoji as one character, as the server does', () => {
  expect(describePasswordProgress('🔒🔒🔒', 8)).toBe('3 of 8 characters.');
});
