import os from 'node:os';
import { format, percentile } from './bench-load-report';
import type { Fanout } from './bench-streams-fanout';
import type { ServerMemory } from './bench-streams-inspector';

/** What bench:streams prints, and the goal of issue 11 it checks. */
const GOAL_P99_MS = 200;
const DELIVERED_WITHIN_MS = 1000;

export interface StreamsRun {
  database: string;
  people: number;
  streamsPerPerson: number;
  streams: number;
  /** Streams that sent no heartbeat before memory was read: should be none. */
  silent: number;
  /** Null when the people of an earlier run were reused (`--data-dir`). */
  signUpSeconds: number | null;
  openSeconds: number;
  before: ServerMemory;
  after: ServerMemory;
  rate: number;
  fanouts: Fanout[];
  /** CPU seconds during the changes, by process (scripts/proc-meters.js). */
  cpu: { server: number; postgres: number; loadGenerator: number; rest: number; idle: number };
  clientEventLoopP99Ms: number;
  load: string;
}

const megabytes = (bytes: number) => `${format(bytes / 2 ** 20, 1)} MiB`;
const perStream = (bytes: number, streams: number) => `${format(bytes / streams / 1024, 1)} KiB`;

function row(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const cells = [50, 95, 99].map((p) => format(percentile(sorted, p), 1));
  return `| ${label} | ${cells.join(' | ')} | ${format(sorted.at(-1) ?? Number.NaN, 1)} |`;
}

function printMemory({ before, after, streams }: StreamsRun) {
  console.log('\n| server memory (after a forced GC) | before | after | per stream |');
  console.log('|---|---:|---:|---:|');
  for (const key of ['rss', 'heapUsed', 'external'] as const) {
    console.log(
      `| ${key} | ${megabytes(before[key])} | ${megabytes(after[key])} | ${perStream(after[key] - before[key], streams)} |`,
    );
  }
}

/**
 * Commit happens after the write is sent and before its first sign: the write's answer or the
 * change on one of the streams, whichever comes first. Measured from each, commit → last stream
 * is bounded from above and from below; the lower bound misses only the time the server took to
 * hand the NOTIFY to its streams or to send the answer, whichever was quicker.
 */
function delays(fanouts: Fanout[]) {
  return {
    fromSent: fanouts.map((fanout) => fanout.lastAt - fanout.timing.sentAt),
    fromCommit: fanouts.map(
      (fanout) => fanout.lastAt - Math.min(fanout.timing.answeredAt, fanout.firstAt),
    ),
    fromAnswer: fanouts.map((fanout) => fanout.lastAt - fanout.timing.answeredAt),
    spread: fanouts.map((fanout) => fanout.lastAt - fanout.firstAt),
    write: fanouts.map((fanout) => fanout.timing.answeredAt - fanout.timing.sentAt),
  };
}

function printDelays(run: StreamsRun, measured: ReturnType<typeof delays>) {
  console.log(
    `\n${format(run.fanouts.length)} changes (articles.markRead) at ${run.rate}/s, each to its person's ${run.streamsPerPerson} streams`,
  );
  console.log('\n| ms | p50 | p95 | p99 | max |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(row('write sent → last stream (upper bound)', measured.fromSent));
  console.log(row('first sign of commit → last stream (lower bound)', measured.fromCommit));
  console.log(row("write's answer received → last stream", measured.fromAnswer));
  console.log(row('first stream → last stream', measured.spread));
  console.log(row('write sent → answer received', measured.write));
}

/** Prints one run; sets a failing exit code when the goal is missed. */
export function printRun(run: StreamsRun) {
  const { fanouts, cpu } = run;
  const measured = delays(fanouts);
  const missing = fanouts.filter((fanout) => fanout.delivered < run.streamsPerPerson).length;
  const later = (from: number[]) => from.filter((ms) => ms > DELIVERED_WITHIN_MS).length;
  console.log(
    `\nbench:streams on ${run.database}: ${format(run.streams)} streams (${run.people} people × ${run.streamsPerPerson}), ${os.cpus().length} CPUs, Node ${process.version}, load average ${run.load}`,
  );
  console.log(`command: npm run bench:streams -- ${process.argv.slice(2).join(' ')}`);
  console.log(
    `${run.people} people ${run.signUpSeconds === null ? 'reused from an earlier run (--data-dir)' : `signed up and verified in ${format(run.signUpSeconds, 1)} s`}; streams opened in ${format(run.openSeconds, 1)} s; ${run.silent} without a heartbeat`,
  );
  printMemory(run);
  printDelays(run, measured);
  console.log(
    `\nchanges missing from a stream: ${missing}; on every stream later than ${DELIVERED_WITHIN_MS} ms after commit (lower bound): ${later(measured.fromCommit)}, after the write was sent: ${later(measured.fromSent)}` +
      `\nCPU seconds during the changes: server ${format(cpu.server, 1)}, PostgreSQL ${format(cpu.postgres, 1)}, this process (every browser) ${format(cpu.loadGenerator, 1)}, others ${format(cpu.rest, 1)}, idle ${format(cpu.idle, 1)}; this process's event-loop delay p99 ${format(run.clientEventLoopP99Ms, 1)} ms`,
  );
  const p99 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      99,
    );
  const isMet = (from: number[]) =>
    missing === 0 && run.silent === 0 && later(from) === 0 && p99(from) <= GOAL_P99_MS;
  console.log(
    `goal (p99 commit → last stream ≤ ${GOAL_P99_MS} ms, every change on every stream within ${DELIVERED_WITHIN_MS} ms): ${isMet(measured.fromCommit) ? 'met' : 'MISSED'} from the first sign of commit, ${isMet(measured.fromSent) ? 'met' : 'missed'} even from the write being sent`,
  );
  if (!isMet(measured.fromCommit)) process.exitCode = 1;
}
