import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { ingestPwnedPasswords } from '../functions/src/features/pwned-passwords/ingest';
import { writeSyntheticCorpus } from '../functions/src/features/pwned-passwords/synthetic-corpus';

// npm run bench:passwords [-- --hashes N] [--duration S] [--warmup S] [--connections C] [--rate R]
//                           [--servers app,bare] [--dir D] [--keep]
// Synthetic corpus in the downloader's format → ingest (rate) → store size (bytes per hash) →
// /range under autocannon, unpadded and padded, on each server: "app" is the real server
// (functions/src/index.ts: createApp with all its middleware, PGlite in memory, its own process),
// "bare" a Hono app with only the range routes (bench-range-server.ts, a worker thread): the
// difference is the cost of the app's middleware. Loopback only. Issue 4 §4 goals on 2 cores:
// ingest ≥ 2 M lines/s, ≤ 21 bytes per hash, ≥ 10,000 requests/s with p99 ≤ 10 ms.
const { values } = parseArgs({
  options: {
    hashes: { type: 'string', default: '100000000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '64' },
    rate: { type: 'string', default: '10000' },
    servers: { type: 'string', default: 'app,bare' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const FUNCTIONS = path.resolve(import.meta.dirname, '../functions');
type ServerKind = 'app' | 'bare';
const servers = values.servers.split(',').map((name): ServerKind => {
  if (name !== 'app' && name !== 'bare') throw new Error(`--servers: unknown server ${name}`);
  return name;
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

interface RunningBenchServer {
  url: string;
  stop: () => Promise<void>;
}

/** The range routes alone, in a worker thread of this process. */
async function startBareServer(): Promise<RunningBenchServer> {
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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server (functions/src/index.ts) in its own process, serving the ingested store. */
async function startAppServer(): Promise<RunningBenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // tsx's loader in the same process (the tsx command would start a second one); run from
  // functions/ so that tsx reads its tsconfig and resolves "@/…".
  const child = spawn(process.execPath, ['--import', 'tsx/esm', 'src/index.ts'], {
    cwd: FUNCTIONS,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      API_ONLY: 'true',
      DATA_DIR: path.join(workDirectory, 'app-data'),
      PGLITE_DIR: 'memory://',
      PWNED_PASSWORDS_DIR: storeDirectory,
      HIBP_CATALOG_REFRESH: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const ready = await fetch(`${url}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) {
      return {
        url,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

async function load(url: string, addPadding: boolean, seconds: number, rate = 0) {
  const randomPrefix = () => randomInt(0x100000).toString(16).toUpperCase().padStart(5, '0');
  return autocannon({
    url,
    connections: Number(values.connections),
    duration: seconds,
    // 0: as fast as the server answers (throughput); otherwise that many requests a second in
    // all (latency at the goal's load rather than at saturation, where p99 is queueing).
    ...(rate > 0 ? { overallRate: rate } : {}),
    headers: addPadding ? { 'Add-Padding': 'true' } : {},
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/range/${randomPrefix()}` }),
      },
    ],
  });
}

/** Unpadded then padded, each after a warm-up that is not counted. */
async function loadServer(kind: ServerKind) {
  log(`Starting the ${kind === 'app' ? 'real app' : 'bare range'} server …`);
  const server = kind === 'app' ? await startAppServer() : await startBareServer();
  const results = [];
  try {
    for (const addPadding of [false, true]) {
      const name = addPadding ? 'padded' : 'unpadded';
      if (Number(values.warmup) > 0) await load(server.url, addPadding, Number(values.warmup));
      log(`Load (${kind}): ${values.connections} connections, ${values.duration} s, ${name} …`);
      const loadAverage = os.loadavg()[0] ?? 0;
      const result = await load(server.url, addPadding, Number(values.duration));
      results.push({ name: `${kind} ${name}`, loadAverage, result });
      const rate = Number(values.rate);
      if (rate > 0) {
        log(
          `Load (${kind}): ${values.connections} connections, ${values.duration} s, ${name} at ${rate} req/s …`,
        );
        const atRate = await load(server.url, addPadding, Number(values.duration), rate);
        results.push({
          name: `${kind} ${name} at ${format(rate)} req/s`,
          loadAverage: os.loadavg()[0] ?? 0,
          result: atRate,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

const loadAtStart = os.loadavg()[0]?.toFixed(1);
const generated = generate();
const ingested = await ingest();
const loads = [];
for (const kind of servers) loads.push(...(await loadServer(kind)));
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
for (const { name, loadAverage, result } of loads) {
  rows.push([
    `/range ${name}`,
    `${format(result.requests.average)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms · ${format(result.throughput.average / 2 ** 20, 1)} MiB/s · errors ${result.errors + result.non2xx} · load average ${loadAverage.toFixed(1)}`,
  ]);
}
console.log(
  `\nbench:passwords on ${os.cpus().length} CPUs, ${format(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}; load average at start ${loadAtStart}, at end ${os.loadavg()[0]?.toFixed(1)}\n`,
);
console.log('| Measure | Result |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
