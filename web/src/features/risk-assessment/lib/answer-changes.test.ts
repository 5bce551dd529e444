import { expect, test } from 'vitest';
import { applyEdits, changedAnswers, withoutConfirmed } from './answer-changes';

test('only edits that differ from the saved answers are sent', () => {
  expect(
    changedAnswers({ A1: ['unique'], A2: ['sms'] }, { A1: ['unique'], A2: ['app'], A3: null }),
  ).toEqual({ A2: ['app'] });
});

test('clearing a saved answer sends null', () => {
  expect(changedAnswers({ A1: ['unique'] }, { A1: [] })).toEqual({ A1: null });
});

test('edits show on top of the saved answers', () => {
  expect(applyEdits({ A1: ['unique'], A2: ['sms'] }, { A2: ['app'], A1: null })).toEqual({
    A2: ['app'],
  });
});

test('a confirmed edit is dropped, one changed again meanwhile is kept', () => {
  expect(
    withoutConfirmed({ A1: ['unique'], A2: ['app'] }, { A1: ['unique'], A2: ['sms'] }),
  ).toEqual({ A2: ['app'] });
});
