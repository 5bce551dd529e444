import { expect, test } from 'vitest';
import { createProgressReporter } from './progress-reporter';

interface Step {
  phase: 'reading' | 'merging';
  done: number;
}

const describe = (step: Step, { phaseMs }: { phaseMs: number }) =>
  `${step.phase} ${step.done} after ${phaseMs} ms`;

function capture(isTTY: boolean, clock: { now: number }) {
  const written: string[] = [];
  const reporter = createProgressReporter<Step>(
    { write: (text: string) => written.push(text), isTTY },
    describe,
    () => clock.now,
  );
  return { written, reporter };
}

test('a terminal gets one line rewritten in place, a log a line every few seconds', () => {
  const clock = { now: 0 };
  const terminal = capture(true, clock);
  const log = capture(false, clock);
  for (let second = 0; second <= 12; second += 1) {
    clock.now = second * 1000;
    terminal.reporter.update({ phase: 'reading', done: second });
    log.reporter.update({ phase: 'reading', done: second });
  }
  expect(terminal.written.every((text) => text.startsWith('\r') && text.endsWith('\u001b[K'))).toBe(
    true,
  );
  expect(terminal.written).toHaveLength(13);
  expect(log.written).toEqual([
    'reading 0 after 0 ms\n',
    'reading 5 after 5000 ms\n',
    'reading 10 after 10000 ms\n',
  ]);
});

test('a new phase shows at once, its time counted from its start, and finish shows the last', () => {
  const clock = { now: 0 };
  const log = capture(false, clock);
  log.reporter.update({ phase: 'reading', done: 1 });
  clock.now = 1000;
  log.reporter.update({ phase: 'reading', done: 2 });
  log.reporter.update({ phase: 'merging', done: 2 });
  clock.now = 3000;
  log.reporter.finish();
  expect(log.written).toEqual([
    'reading 1 after 0 ms\n',
    'merging 2 after 0 ms\n',
    'merging 2 after 2000 ms\n',
  ]);

  const terminal = capture(true, clock);
  terminal.reporter.update({ phase: 'reading', done: 1 });
  terminal.reporter.update({ phase: 'merging', done: 1 });
  terminal.reporter.finish();
  // The reading line is drawn once more and kept on its own line; finish ends the merge's line.
  expect(terminal.written.filter((text) => text === '\n')).toHaveLength(2);
});
