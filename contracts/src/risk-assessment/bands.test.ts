import { expect, test } from 'vitest';
import { bandFor, RISK_BANDS } from './bands';

test('puts each score in the band of design §6.5', () => {
  const cases: [number, string][] = [
    [100, 'low'],
    [85, 'low'],
    [84, 'moderate'],
    [70, 'moderate'],
    [69, 'elevated'],
    [50, 'elevated'],
    [49, 'high'],
    [30, 'high'],
    [29, 'critical'],
    [0, 'critical'],
  ];
  for (const [score, band] of cases) expect(bandFor(score), String(score)).toBe(band);
});

test('gives every band a label, a message and a symbol, so colour is never alone', () => {
  expect(RISK_BANDS.map((band) => band.icon)).toEqual(['✓', '◐', '!', '!!', '!!!']);
  for (const band of RISK_BANDS) expect(band.label.length * band.message.length).toBeGreaterThan(0);
});
