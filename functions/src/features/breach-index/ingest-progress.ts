import type { IngestProgress, IngestSummary } from './breach-ingest.service';

const BAR_WIDTH = 30;

function compact(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)}k`;
  return String(Math.round(value));
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** One line: bar by bytes read, lines, rate and time left (estimated from the bytes), or the merge. */
export function formatProgress(progress: IngestProgress): string {
  const fraction =
    progress.totalBytes > 0 ? Math.min(1, progress.bytesRead / progress.totalBytes) : 0;
  const filled = Math.round(fraction * BAR_WIDTH);
  const seconds = progress.elapsedMs / 1000;
  const rate = seconds > 0 ? progress.lines / seconds : 0;
  const eta = fraction > 0 ? (seconds / fraction) * (1 - fraction) : Number.POSITIVE_INFINITY;
  const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
  const line = `[${bar}] ${(fraction * 100).toFixed(0).padStart(3)}%  ${compact(progress.lines)} lines  ${compact(rate)} lines/s`;
  // The merge is one statement: nothing to count, but the wait is explained.
  if (progress.phase === 'merging') return `${line}  merging into the index…`;
  return `${line}  ETA ${duration(eta)}`;
}

export function formatSummary(summary: IngestSummary): string {
  const seconds = summary.elapsedMs / 1000;
  const invalidTotal = Object.values(summary.invalid).reduce((sum, count) => sum + count, 0);
  const reasons = Object.entries(summary.invalid)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `    ${kind}: ${count}`);
  return [
    `Breach ${summary.breach}${summary.createdBreach ? ' (new local breach added to the catalog)' : ''}`,
    `  lines read:      ${summary.lines}`,
    `  valid addresses: ${summary.valid}`,
    `  new:             ${summary.inserted}`,
    `  already present: ${summary.alreadyPresent}`,
    `  blank lines:     ${summary.blank}`,
    `  invalid:         ${invalidTotal}`,
    ...reasons,
    `  time:            ${seconds.toFixed(1)} s (${compact(seconds > 0 ? summary.valid / seconds : 0)} addresses/s), then ${(summary.maintenanceMs / 1000).toFixed(1)} s refreshing index statistics`,
    summary.ingestId
      ? `  recorded as ingest ${summary.ingestId}`
      : '  nothing changed: the index already held every address',
  ].join('\n');
}
