import type { ProgressTiming } from '@/lib/progress-reporter';
import type { IngestProgress } from './ingest';

const PHASE_LABELS: Record<IngestProgress['phase'], string> = {
  reading: 'Reading ',
  sorting: 'Reading (unsorted input)',
  building: 'Sorting ',
};

/** One line: phase, share done, lines, rate, time so far and ETA (`npm run ingest:passwords`). */
export function describeProgress(
  progress: IngestProgress,
  { phaseMs, totalMs }: ProgressTiming,
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
