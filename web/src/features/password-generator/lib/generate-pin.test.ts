import { expect, test } from 'vitest';
import { chiSquare, chiSquareCritical } from '../testing/chi-square';
import { generatePin, PIN_LENGTH, pinEntropy } from './generate-pin';

test('a PIN is 4 to 12 digits', () => {
  expect(generatePin(PIN_LENGTH.min)).toMatch(/^\d{4}$/);
  expect(generatePin(PIN_LENGTH.max)).toMatch(/^\d{12}$/);
  expect(pinEntropy(6)).toBeCloseTo(6 * Math.log2(10), 12);
});

test('every digit is equally likely in every position', () => {
  const counts = new Array<number>(40).fill(0);
  const pins = 50_000;
  for (let run = 0; run < pins; run += 1) {
    [...generatePin(4)].forEach((digit, position) => {
      counts[position * 10 + Number(digit)] = (counts[position * 10 + Number(digit)] ?? 0) + 1;
    });
  }
  for (let position = 0; position < 4; position += 1) {
    expect(chiSquare(counts.slice(position * 10, position * 10 + 10), pins)).toBeLessThan(
      chiSquareCritical(9),
    );
  }
});
