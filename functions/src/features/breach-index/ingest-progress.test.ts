import { expect, test } from 'vitest';
import { formatProgress } from './ingest-progress';

test('shows the bar, rate and time left while reading, and says so while merging', () => {
  const reading = {
    phase: 'reading' as const,
    bytesRead: 50,
    totalBytes: 100,
    lines: 2_000_000,
    elapsedMs: 10_000,
  };
  expect(formatProgress(reading)).toBe(
    `[${'#'.repeat(15)}${'.'.repeat(15)}]  50%  2.0M lines  200.0k lines/s  ETA 0:10`,
  );
  expect(formatProgress({ ...reading, phase: 'merging', bytesRead: 100 })).toBe(
    `[${'#'.repeat(30)}] 100%  2.0M lines  200.0k lines/s  merging into the index…`,
  );
});
