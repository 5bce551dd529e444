import { expect, test } from 'vitest';
import {
  checkNewPassword,
  describePasswordProgress,
  minimumPasswordLength,
} from './password-rules';

test('asks for 15 characters, or 8 once two-step sign-in is on', () => {
  expect(minimumPasswordLength(false)).toBe(15);
  expect(minimumPasswordLength(true)).toBe(8);
});

test('accepts any characters once the length is met', () => {
  expect(checkNewPassword('correct horse b', 15)).toBeNull();
  expect(checkNewPassword('short', 15)).toBe('Use at least 15 characters (5 so far).');
  expect(checkNewPassword('x'.repeat(129), 8)).toBe('Use at most 128 characters.');
});

test('counts an emoji as one character, as the server does', () => {
  expect(describePasswordProgress('🔒🔒🔒', 8)).toBe('3 of at least 8 characters.');
});
