/** Where a command-line tool reports progress: stderr, or a test's capture. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** How long the current phase, and the whole run, have taken so far. */
export interface ProgressTiming {
  phaseMs: number;
  totalMs: number;
}

/** A terminal gets one line rewritten in place; a log file gets a line every few seconds. */
const TTY_INTERVAL_MS = 250;
const LOG_INTERVAL_MS = 5000;

/**
 * Progress of a long command (the ingests) on one output. Each tool says how a progress value
 * reads as one line (`describe`); this decides when to show it: a terminal redraws the line at
 * most four times a second, a log gets a line every five seconds, and a new phase shows at once
 * (the last line of the previous phase stays on screen).
 */
export function createProgressReporter<P extends { phase: string }>(
  output: ProgressOutput,
  describe: (progress: P, timing: ProgressTiming) => string,
  now: () => number = Date.now,
) {
  const isTTY = output.isTTY === true;
  const interval = isTTY ? TTY_INTERVAL_MS : LOG_INTERVAL_MS;
  const startedAt = now();
  let phase: string | undefined;
  let phaseStartedAt = startedAt;
  let shownAt = Number.NEGATIVE_INFINITY;
  let last: P | undefined;

  function show(progress: P): void {
    const text = describe(progress, {
      phaseMs: now() - phaseStartedAt,
      totalMs: now() - startedAt,
    });
    output.write(isTTY ? `\r${text}\u001b[K` : `${text}\n`);
    shownAt = now();
  }

  return {
    update(progress: P): void {
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
