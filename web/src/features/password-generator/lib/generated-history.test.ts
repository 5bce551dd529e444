import { afterEach, expect, test } from 'vitest';
import {
  clearGeneratedHistory,
  findGeneratedPassword,
  type GeneratedPassword,
  rememberGeneratedPassword,
} from './generated-history';

afterEach(() => clearGeneratedHistory());

const entry = (password: string): GeneratedPassword => ({
  password,
  entropyBits: 80,
  isExact: true,
  description: 'test',
  generatedAt: 0,
});

test('keeps the last ten results, newest first, each once', () => {
  for (let index = 0; index < 12; index += 1) rememberGeneratedPassword(entry(`password-${index}`));
  rememberGeneratedPassword(entry('password-5'));
  expect(findGeneratedPassword('password-0')).toBeUndefined();
  expect(findGeneratedPassword('password-11')).toMatchObject({ entropyBits: 80 });
  expect(findGeneratedPassword('password-5')).toBeDefined();
});

test('clearing forgets everything', () => {
  rememberGeneratedPassword(entry('kept-in-memory'));
  clearGeneratedHistory();
  expect(findGeneratedPassword('kept-in-memory')).toBeUndefined();
});
