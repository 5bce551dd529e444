import { expect, test } from 'vitest';
import { type PageFigures, bestRun, missedGoals, pageRow } from './bench-web-figures';

const run = (performance: number, more: Partial<PageFigures> = {}): PageFigures => ({
  performance,
  lcpMs: 2100,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  tbtMs: 180,
  jsGzipBytes: 170 * 1024,
  scripts: 29,
  failedAudits: [],
  benchmarkIndex: 1200,
  ...more,
});

test('the best run is the highest score among the runs Lighthouse could read', () => {
  expect(bestRun([run(88), { error: 'NO_NAVSTART' }, run(93), run(90)])?.performance).toBe(93);
  expect(bestRun([{ error: 'NO_NAVSTART' }])).toBeNull();
});

test("a page's row gives its best run, the scripts it fetched and every run's score", () => {
  expect(pageRow('`/` (web/dist)', [run(88), { error: 'NO_NAVSTART' }, run(93)])).toBe(
    '| `/` (web/dist) | 93 | 2.1 s | 180 ms | 0.000 | 100 | 100 | 29 | 170.0 KB | 88, failed (NO_NAVSTART), 93 |',
  );
  expect(pageRow('`/login`', [{ error: 'NO_NAVSTART' }])).toBe(
    '| `/login` | every run failed | | | | | | | | failed (NO_NAVSTART) |',
  );
});

test("names each of issue 12's goals a run misses, and none when it meets them all", () => {
  expect(missedGoals(run(93))).toEqual([]);
  expect(
    missedGoals(run(47, { lcpMs: 5600, cls: 0.05, accessibility: 98, bestPractices: 92 })),
  ).toEqual([
    'performance 47 < 90',
    'LCP 5.6 s > 2.5 s',
    'CLS 0.050 ≥ 0.05',
    'accessibility 98 < 100',
    'best practices 92 < 95',
  ]);
});
