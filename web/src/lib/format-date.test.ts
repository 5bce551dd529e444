import { expect, test, vi } from 'vitest';
import { formatDate, formatDateTime, formatShortDate, isoDay } from './format-date';

function speak(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

test('dates follow the person’s language', () => {
  speak('en-US');
  expect(formatDate('2026-11-25T17:03:00Z')).toMatch(/^Nov 2[56], 2026$/);
  speak('en-GB');
  expect(formatDate('2026-11-25T12:00:00Z')).toBe('25 Nov 2026');
  speak('de-DE');
  expect(formatDate('2026-11-25T12:00:00Z')).toBe('25.11.2026');
});

test('a bare day stays that day in every time zone', () => {
  speak('en-GB');
  expect(formatDate('2013-10-04')).toBe('4 Oct 2013');
  expect(formatShortDate('2013-10-04')).toBe('4 Oct');
});

test('the date-time form adds the time of day', () => {
  speak('en-GB');
  const text = formatDateTime(new Date(2026, 10, 25, 17, 3));
  expect(text).toBe('25 Nov 2026, 17:03');
});

test('file names get the person’s own day as YYYY-MM-DD', () => {
  expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
});
