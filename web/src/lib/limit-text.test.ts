import { expect, test } from 'vitest';
import { limitText } from './limit-text';

test('text within the limit passes unchanged', () => {
  expect(limitText('abc', 'abcd', 5)).toEqual({ value: 'abcd', cut: 0, caret: 4 });
});

test('a paste at the end keeps what fits and says how much did not', () => {
  expect(limitText('hello ', `hello ${'x'.repeat(20_000)}`, 2000)).toEqual({
    value: `hello ${'x'.repeat(1994)}`,
    cut: 18_006,
    caret: 2000,
  });
});

test('a paste in the middle is cut, never the text after it', () => {
  const result = limitText('start|end', 'start|PASTED TEXT|end', 14);
  expect(result).toEqual({ value: 'start|PASTEend', cut: 7, caret: 11 });
});

test('a paste over a selection replaces it and keeps only what fits', () => {
  // "middle" was selected and replaced by a longer text.
  expect(limitText('a middle z', 'a 0123456789 z', 8)).toEqual({
    value: 'a 0123 z',
    cut: 6,
    caret: 6,
  });
});

test('typing at the limit keeps the text as it was', () => {
  expect(limitText('abcde', 'abcXde', 5)).toEqual({ value: 'abcde', cut: 1, caret: 3 });
});

test('an emoji is never split in half', () => {
  const result = limitText('ab', 'ab😀😀', 5);
  expect(result.value).toBe('ab😀');
  expect(result.cut).toBe(2);
});

test('text that was already too long is cut at its end', () => {
  expect(limitText('', 'abcdefgh', 4)).toEqual({ value: 'abcd', cut: 4, caret: 4 });
  expect(limitText('abcdefgh', 'abcdefghi', 4)).toEqual({ value: 'abcd', cut: 5, caret: 4 });
});
