import os from 'node:os';

/** What bench:load measures, and how it prints the table and the verdict on SECURITY.md §6 #15. */
export type Kind = 'read' | 'write' | 'sign-in';
export interface Sample {
  op: string;
  kind: Kind;
  ms: number;
  status: number;
}
export interface LoadRun {
  users: number;
  /** 'PGlite' or 'PostgreSQL' (whose own processes the RSS figures leave out). */
  database: string;
  warmupSeconds: number;
  seconds: number;
  samples: Sample[];
  rss: Array<{ at: number; bytes: number }>;
  lost: string[];
}

export const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Runs one request, records its time and status (0: no answer) once measuring has begun. */
export async function timed(
  samples: Sample[] | null,
  op: string,
  kind: Kind,
  run: () => Promise<number>,
) {
  const started = performance.now();
  const status = await run().catch(() => 0);
  samples?.push({ op, kind, ms: performance.now() - started, status });
  return status;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Prints the table and the goals; sets a failing exit code when a goal is missed. */
export function report({ users, database, warmupSeconds, seconds, samples, rss, lost }: LoadRun) {
  console.log(
    `\nbench:load: ${users} people on ${database}, ${seconds} s measured after ${warmupSeconds} s warm-up, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(`requests: ${format(samples.length)} (${format(samples.length / seconds)}/s)`);
  const byOp = new Map<string, Sample[]>();
  for (const sample of samples) byOp.set(sample.op, [...(byOp.get(sample.op) ?? []), sample]);
  console.log('\n| operation | kind | count | p50 ms | p95 ms | p99 ms | statuses |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  for (const [op, list] of [...byOp].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const sample of list) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
    const statusText = [...statuses]
      .map(([status, count]) => `${status}×${format(count)}`)
      .join(' ');
    console.log(
      `| ${op} | ${list[0]?.kind} | ${format(list.length)} | ${format(percentile(sorted, 50), 1)} | ${format(percentile(sorted, 95), 1)} | ${format(percentile(sorted, 99), 1)} | ${statusText} |`,
    );
  }
  const p95 = (kind: Kind) =>
    percentile(
      samples
        .filter((s) => s.kind === kind)
        .map((s) => s.ms)
        .sort((a, b) => a - b),
      95,
    );
  const signIns = samples.filter((sample) => sample.kind === 'sign-in').length;
  const unintended = samples.filter(
    (sample) =>
      !(sample.status >= 200 && sample.status < 300) &&
      !(sample.status === 429 && sample.op === 'feedback.submit'),
  );
  const first = rss[0]?.bytes ?? 0;
  const last = rss.at(-1)?.bytes ?? 0;
  const peak = Math.max(...rss.map((entry) => entry.bytes));
  const growth = first > 0 ? (last - first) / first : Number.NaN;
  const goals: Array<[string, boolean]> = [
    [`unintended non-2xx answers: ${unintended.length} (goal 0)`, unintended.length === 0],
    [`reads p95 ${format(p95('read'), 1)} ms (goal < 300)`, p95('read') < 300],
    [`writes p95 ${format(p95('write'), 1)} ms (goal < 500)`, p95('write') < 500],
    [
      signIns === 0
        ? 'sign-ins: none in the measured window (see --sign-in-every; no goal)'
        : `sign-ins p95 ${format(p95('sign-in'), 1)} ms over ${format(signIns)} (scrypt N=2^17; no goal)`,
      true,
    ],
    [`lost acknowledged writes: ${lost.length} (goal 0)`, lost.length === 0],
    [
      `server RSS ${format(first / 2 ** 20)} → ${format(last / 2 ** 20)} MiB, peak ${format(peak / 2 ** 20)} MiB: growth ${format(growth * 100, 1)} % (goal < 10)`,
      growth < 0.1,
    ],
  ];
  console.log('');
  for (const [line, met] of goals) console.log(`${met ? '✔' : '✖'} ${line}`);
  for (const line of lost.slice(0, 10)) console.log(`  lost: ${line}`);
  if (goals.some(([, met]) => !met)) process.exitCode = 1;
}
