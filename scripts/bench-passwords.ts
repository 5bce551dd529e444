import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { ingestPwnedPasswords } from '../functions/src/features/pwned-passwords/ingest';
import { writeSyntheticCorpus } from '../functions/src/features/pwned-passwords/synthetic-corpus';

// npm run bench:passwords [-- --hashes N] [--duration S] [--connections C] [--dir D] [--keep]
// Synthetic corpus in the downloader's format → ingest (rate) → store size (bytes per hash) →
// /range under autocannon, unpadded and padded. Loopback only. Issue 4 §4 goals on 2 cores:
// ingest ≥ 2 M lines/s, ≤ 21 bytes per hash, ≥ 10,000 requests/s with p99 ≤ 10 ms.
const { values } = parseArgs({
  options: {
    hashes: { type: 'string', default: '100000000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '64' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const hashes = Number(values.hashes);
const workDirectory =
  values.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-bench-passwords-'));
fs.mkdirSync(workDirectory, { recursive: true });
const corpusPath = path.join(workDirectory, 'pwnedpasswords.txt');
const storeDirectory = path.join(workDirectory, 'store');
const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });
const log = (line: string) => process.stderr.write(`${line}\n`);

let lastPercent = -1;

function generate(): { seconds: number; bytes: number } {
  log(`Generating ${format(hashes)} hashes into ${corpusPath} …`);
  const started = performance.now();
  const { bytes } = writeSyntheticCorpus({
    hashes,
    format: 'file',
    path: corpusPath,
    onProgress: (written) => {
      const percent = Math.floor((written / hashes) * 100);
      if (percent % 10 === 0 && percent !== lastPercent) log(`  ${percent}%`);
      lastPercent = percent;
    },
  });
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function ingest() {
  log('Ingesting …');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const report = await ingestPwnedPasswords({ input: corpusPath, storeDirectory, mode: 'sha1' });
  const seconds = (performance.now() - started) / 1000;
  // CPU time too: on a shared machine the wall clock also measures everyone else's work.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { seconds, cpuSeconds, report, storeBytes: fs.statSync(report.storePath).size };
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const worker = new Worker(new URL('./bench-range-server.ts', import.meta.url), {
    workerData: { storeDirectory },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

async function load(url: string, addPadding: boolean) {
  log(
    `Load: ${values.connections} connections, ${values.duration} s, ${addPadding ? 'padded' : 'unpadded'} …`,
  );
  const randomPrefix = () => randomInt(0x100000).toString(16).toUpperCase().padStart(5, '0');
  return autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: addPadding ? { 'Add-Padding': 'true' } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/range/${randomPrefix()}` }),
      },
    ],
  });
}

const loadAtStart = os.loadavg()[0]?.toFixed(1);
const generated = generate();
const ingested = await ingest();
const server = await startServer();
const unpadded = await load(server.url, false);
const padded = await load(server.url, true);
await server.stop();
if (!values.keep) fs.rmSync(workDirectory, { recursive: true, force: true });

const rows = [
  ['Hashes', format(ingested.report.hashes)],
  [
    'Corpus (downloader format)',
    `${format(generated.bytes / 2 ** 30, 2)} GiB, generated in ${format(generated.seconds, 1)} s`,
  ],
  [
    'Ingest',
    `${format(ingested.seconds, 1)} s = ${format(ingested.report.lines / ingested.seconds)} lines/s (CPU ${format(ingested.cpuSeconds, 1)} s = ${format(ingested.report.lines / ingested.cpuSeconds)} lines per CPU-second)`,
  ],
  [
    'Store size',
    `${format(ingested.storeBytes / 2 ** 20, 1)} MiB = ${format(ingested.storeBytes / ingested.report.hashes, 2)} bytes per hash`,
  ],
];
for (const [name, result] of [
  ['unpadded', unpadded],
  ['padded', padded],
] as const) {
  rows.push([
    `/range ${name}`,
    `${format(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms · ${format(result.throughput.average / 2 ** 20, 1)} MiB/s · errors ${result.errors + result.non2xx}`,
  ]);
}
console.log(
  `\nbench:passwords on ${os.cpus().length} CPUs, ${format(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}; load average at start ${loadAtStart}, at end ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.log('| Measure | Result |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
