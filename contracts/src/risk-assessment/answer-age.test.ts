import { expect, test } from 'vitest';
import { oldestScoredAnswerDate, staleAnswersSince } from './answer-age';
import { daysBefore, NOW } from './testing/personas';

const SUBMITTED = daysBefore(1);

test('dates the answers by the oldest one the score uses, "Not sure" included', () => {
  const answers = { A1: ['unique'], A2: ['not-sure'], A3: ['checked'] };
  const answeredAt = { A1: daysBefore(10), A2: daysBefore(200), A3: daysBefore(30) };
  expect(oldestScoredAnswerDate(answers, answeredAt, SUBMITTED)).toBe(daysBefore(200));
  expect(staleAnswersSince(answers, answeredAt, SUBMITTED, NOW)).toBe(daysBefore(200));
  expect(
    staleAnswersSince(answers, { ...answeredAt, A2: daysBefore(179) }, SUBMITTED, NOW),
  ).toBeNull();
});

test('context questions, "not applicable" and answers hidden by skip logic never go stale', () => {
  const answers = { X1: ['android'], A1: ['unique'], B1: ['browser'], B5: ['both'], H1: ['na'] };
  const answeredAt = {
    X1: daysBefore(400),
    A1: daysBefore(5),
    B1: daysBefore(6),
    B5: daysBefore(400), // shown only with a password manager (B1)
    H1: daysBefore(400),
  };
  expect(oldestScoredAnswerDate(answers, answeredAt, SUBMITTED)).toBe(daysBefore(6));
  expect(staleAnswersSince(answers, answeredAt, SUBMITTED, NOW)).toBeNull();
});

test('an answer without a date counts from the submission; no scored answer gives null', () => {
  expect(oldestScoredAnswerDate({ A1: ['unique'] }, {}, SUBMITTED)).toBe(SUBMITTED);
  expect(
    oldestScoredAnswerDate({ X1: ['android'] }, { X1: daysBefore(400) }, SUBMITTED),
  ).toBeNull();
});
