import { expect, test, vi } from 'vitest';
import { formatNumber } from './format-number';

function speak(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

test('counts follow the person’s language', () => {
  speak('en-US');
  expect(formatNumber(1234567)).toBe('1,234,567');
  speak('de-DE');
  expect(formatNumber(1234567)).toBe('1.234.567');
  speak('en-US');
  expect(formatNumber(2000)).toBe('2,000');
});
