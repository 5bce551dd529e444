import type { IngestProgress } from './ingest';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const PHASE_LABELS: Record<IngestProgress['phase'], string> = {
  reading: 'Reading ',
  sorting: 'Reading (unsorted input)',
  building: 'Sorting ',
};

/** A terminal gets one line rewritten in place; a log file gets a line every few seconds. */
const TTY_INTERVAL_MS = 250;
const LOG_INTERVAL_MS = 5000;

/**
 * Progress for `npm run ingest:passwords` on stderr: phase, share done, lines, rate and ETA.
 */
export function createProgressReporter(output: ProgressOutput, now: () => number = Date.now) {
  const isTTY = output.isTTY === true;
  const interval = isTTY ? TTY_INTERVAL_MS : LOG_INTERVAL_MS;
  const startedAt = now();
  let phase: IngestProgress['phase'] | undefined;
  let phaseStartedAt = startedAt;
  let shownAt = Number.NEGATIVE_INFINITY;
  let last: IngestProgress | undefined;

  function show(progress: IngestProgress): void {
    const text = describeProgress(progress, now() - phaseStartedAt, now() - startedAt);
    output.write(isTTY ? `\r${text}\u001b[K` : `${text}\n`);
    shownAt = now();
  }

  return {
    update(progress: IngestProgress): void {
      if (progress.phase !== phase) {
        if (last && isTTY) show(last);
        if (isTTY && phase !== undefined) output.write('\n');
        phase = progress.phase;
        phaseStartedAt = now();
        shownAt = Number.NEGATIVE_INFINITY;
      }
      last = progress;
      if (now() - shownAt >= interval) show(progress);
    },
    finish(): void {
      if (last) show(last);
      if (isTTY) output.write('\n');
    },
  };
}

export function describeProgress(
  progress: IngestProgress,
  phaseMs: number,
  totalMs: number,
): string {
  const share = progress.total > 0 ? progress.done / progress.total : 1;
  const seconds = Math.max(phaseMs / 1000, 0.001);
  const eta = share > 0 && share < 1 ? formatDuration((phaseMs * (1 - share)) / share) : '0:00';
  const phase = PHASE_LABELS[progress.phase];
  const rate = `${formatCount(Math.round(progress.lines / Math.max(totalMs / 1000, 0.001)))} lines/s`;
  const done =
    progress.phase === 'building'
      ? `group ${progress.done}/${progress.total}`
      : `${(share * 100).toFixed(1)}%`;
  return `${phase} ${done} · ${formatCount(progress.lines)} lines · ${rate} · ${formatDuration(seconds * 1000)} · ETA ${eta}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function formatDuration(milliseconds: number): string {
  const total = Math.round(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
