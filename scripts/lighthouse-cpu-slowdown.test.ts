import { expect, test } from 'vitest';
import { calibratedCpuSlowdown } from './lighthouse-cpu-slowdown';

test("follows Lighthouse's calculator through its anchor points", () => {
  expect(calibratedCpuSlowdown(800)).toBe(2);
  expect(calibratedCpuSlowdown(1300)).toBe(3);
  expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
  expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  expect(calibratedCpuSlowdown(150)).toBe(1);
});

test('is linear between the anchors, and never below 1×', () => {
  expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5, 5);
  expect(calibratedCpuSlowdown(475)).toBeCloseTo(1.5, 5);
  expect(calibratedCpuSlowdown(60)).toBe(1);
});

test('refuses an index Lighthouse did not measure', () => {
  expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex/);
  expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmarkIndex/);
});
