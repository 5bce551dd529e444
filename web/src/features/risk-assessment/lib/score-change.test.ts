import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { expect, test } from 'vitest';
import { scoreChange } from './score-change';

function snapshot(score: number, computedAt: string): RiskSnapshot {
  return {
    id: computedAt,
    computedAt,
    trigger: 'assessment-submitted',
    detail: null,
    modelVersion: 'test',
    raw: score,
    score,
    band: 'elevated',
    caps: [],
    categoryScores: {},
    confidence: 0.7,
  };
}

test('compares with the snapshot before the one holding the current score', () => {
  expect(scoreChange(62, [snapshot(54, '2026-03-03'), snapshot(62, '2026-03-10')])).toEqual({
    delta: 8,
    since: '2026-03-03',
  });
});

test('compares with the newest snapshot while the current score is not recorded yet', () => {
  expect(scoreChange(58, [snapshot(54, '2026-03-03'), snapshot(62, '2026-03-10')])).toEqual({
    delta: -4,
    since: '2026-03-10',
  });
});

test('has nothing to compare with before a second score', () => {
  expect(scoreChange(62, [snapshot(62, '2026-03-10')])).toBeNull();
  expect(scoreChange(62, [])).toBeNull();
});
