import { calibratedCpuSlowdown } from './lighthouse-cpu-slowdown';

// What `bench:web` reads from a Lighthouse run, and how it judges and prints the runs of a page.

/** One run's figures. */
export interface PageFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Total blocking time: what holds the performance score down once the page paints early. */
  tbtMs: number;
  jsGzipBytes: number;
  /** How many scripts the page fetched: over HTTP/1.1 Lighthouse gives the origin six connections. */
  scripts: number;
  /** The accessibility and best-practices audits that failed, so a score below 100 says why. */
  failedAudits: string[];
  /** Lighthouse's measure of the host's CPU at the start of the run (its "CPU/Memory Power"). */
  benchmarkIndex: number;
}

/** A run whose trace Lighthouse could not read (its NO_NAVSTART, now and then): no figures. */
export interface FailedRun {
  error: string;
}

export type Attempt = PageFigures | FailedRun;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue 12's goals for each page, judged on its best run; what misses them, or nothing. */
export function missedGoals(best: PageFigures): string[] {
  return [
    best.performance < 90 && `performance ${best.performance} < 90`,
    best.lcpMs > 2500 && `LCP ${(best.lcpMs / 1000).toFixed(1)} s > 2.5 s`,
    best.cls >= 0.05 && `CLS ${best.cls.toFixed(3)} ≥ 0.05`,
    best.accessibility < 100 && `accessibility ${best.accessibility} < 100`,
    best.bestPractices < 95 && `best practices ${best.bestPractices} < 95`,
  ].filter((missed): missed is string => typeof missed === 'string');
}

export const benchmarkIndexRange = (indexes: number[]) =>
  indexes.length === 0
    ? 'none measured'
    : `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}`;

export const calibratedRange = (indexes: number[]) =>
  indexes.length === 0
    ? 'nothing'
    : `${calibratedCpuSlowdown(Math.min(...indexes)).toFixed(1)}–${calibratedCpuSlowdown(Math.max(...indexes)).toFixed(1)}×`;

export const succeeded = (attempts: Attempt[]) =>
  attempts.filter((run): run is PageFigures => !('error' in run));

export const bestRun = (attempts: Attempt[]) =>
  succeeded(attempts).reduce<PageFigures | null>(
    (a, b) => (a === null || b.performance > a.performance ? b : a),
    null,
  );

/** The table's row for one page of one build: its best run, and every run's score. */
export function pageRow(page: string, attempts: Attempt[]): string {
  const eachRun = attempts
    .map((run) => ('error' in run ? `failed (${run.error})` : `${run.performance}`))
    .join(', ');
  const best = bestRun(attempts);
  return best === null
    ? `| ${page} | every run failed | | | | | | | | ${eachRun} |`
    : `| ${page} | ${best.performance} | ${(best.lcpMs / 1000).toFixed(1)} s | ${Math.round(best.tbtMs)} ms | ${best.cls.toFixed(3)} | ${best.accessibility} | ${best.bestPractices} | ${best.scripts} | ${kb(best.jsGzipBytes)} | ${eachRun} |`;
}
