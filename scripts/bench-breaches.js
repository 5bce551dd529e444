// `npm run bench:breaches`: builds a synthetic email index (10 million addresses by default) with
// the real ingest command, then loads the private range endpoint with autocannon (64
// connections) on a real server, on PostgreSQL and on PGlite. Prints ingest rate, peak memory of
// the ingest, bytes per address on disk, and range-query throughput with p50/p99 latency.
// Options: --addresses N  --databases postgres,pglite  --duration seconds  --connections N
//          --warmup seconds (load before the measured run, for JIT and caches; default 3)
// Everything stays on 127.0.0.1; the generated file is cached under .test-data/bench. The load
// generator shares the two cores with the server and the database, so the CPU each of them used
// during the measured run is printed too (from /proc), with what the rest of the machine used.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMeter, watchMemory } from './proc-meters.js';
import { ensurePostgres } from './system-deps.js';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
const { PGlite } = await import('@electric-sql/pglite');

const { values: options } = parseArgs({
  options: {
    addresses: { type: 'string', default: '10000000' },
    databases: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '64' },
    warmup: { type: 'string', default: '3' },
  },
});
const ADDRESSES = Number(options.addresses);
const ROOT = path.resolve(import.meta.dirname, '..');
const BENCH_DIR = path.join(ROOT, '.test-data', 'bench');
const FUNCTIONS = path.join(ROOT, 'functions');
// Node with tsx's loader in one process: the tsx command starts a second process, and /proc
// would then show the wrapper's memory and CPU instead of the ingest's or the server's.
const TYPESCRIPT_NODE = [process.execPath, '--import', 'tsx/esm'];
const PASSWORD = 'correct horse battery staple 42';

function log(message) {
  process.stderr.write(`${message}\n`);
}

/** One address per line, distinct, in a file reused by later runs of the same size. */
async function addressFile(count) {
  mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, `addresses-${count}.txt`);
  if (existsSync(file)) return file;
  log(`Writing ${count.toLocaleString()} synthetic addresses to ${file}…`);
  const out = createWriteStream(`${file}.partial`);
  let chunk = '';
  for (let index = 0; index < count; index += 1) {
    chunk += `person${index}@bench${index % 997}.example\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise((resolve) => out.on('finish', resolve));
  const { renameSync } = await import('node:fs');
  renameSync(`${file}.partial`, file);
  return file;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The real ingest command, as an operator runs it. */
async function ingest(file, env) {
  const child = spawn(
    TYPESCRIPT_NODE[0],
    [
      ...TYPESCRIPT_NODE.slice(1),
      'src/features/breach-index/ingest.cli.ts',
      '--json',
      '--breach',
      'Adobe',
      file,
    ],
    {
      cwd: FUNCTIONS,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stopWatching = watchMemory(child.pid);
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const peakRss = stopWatching();
  if (code !== 0) throw new Error(`ingest exited with ${code}`);
  return { summary: JSON.parse(output.trim().split('\n').at(-1)), peakRss };
}

async function startServer(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(TYPESCRIPT_NODE[0], [...TYPESCRIPT_NODE.slice(1), 'src/index.ts'], {
    cwd: FUNCTIONS,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      API_ONLY: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // The benchmark measures the endpoint, not its anti-automation limit.
      BREACH_RANGE_PER_MINUTE: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

/** Signs up through the real endpoints, follows the verification mail, signs in: a cookie. */
async function signIn(url, mailDir) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const headers = { 'content-type': 'application/json', origin: url };
  const post = (route, body, cookie = '') =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
  const signUp = await post('/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Bench',
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  let link;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const name of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const raw = readFileSync(path.join(mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (raw.includes(email)) link = /https?:\/\/[^\s"<>]+/.exec(raw)?.[0];
    }
  }
  if (!link) throw new Error('no verification mail');
  await fetch(link.replace(/^https?:\/\/[^/]+/, url), { redirect: 'manual' });
  const signInResponse = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (!signInResponse.ok) throw new Error(`sign-in failed: ${signInResponse.status}`);
  return signInResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Random 6-hex prefixes, as many different clients checking different addresses would send. */
function runAutocannon(url, cookie, duration) {
  return autocannon({
    url,
    connections: Number(options.connections),
    duration,
    headers: { cookie },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/v1/breaches/range/${randomBytes(3).toString('hex').toUpperCase()}`,
        }),
      },
    ],
  });
}

async function loadRange(server, cookie) {
  if (Number(options.warmup) > 0) await runAutocannon(server.url, cookie, Number(options.warmup));
  const stopMeter = cpuMeter(server.child.pid);
  const result = await runAutocannon(server.url, cookie, Number(options.duration));
  return {
    cpu: stopMeter(),
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function indexSize(kind, target) {
  const query =
    "select pg_total_relation_size('breach_email_hash')::text as bytes, (select count(*) from breach_email_hash)::text as rows";
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const { rows } = await client.query(query);
    await client.end();
    return { bytes: Number(rows[0].bytes), rows: Number(rows[0].rows) };
  }
  const db = await PGlite.create(target);
  const { rows } = await db.query(query);
  await db.close();
  return { bytes: Number(rows[0].bytes), rows: Number(rows[0].rows) };
}

async function prepare(kind) {
  const dataDir = path.join(os.tmpdir(), `bulwark-bench-${kind}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (kind === 'pglite')
    return {
      env,
      dataDir,
      target: path.join(dataDir, 'pgdata'),
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const admin = ensurePostgres();
  const name = `bulwark_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  return {
    env,
    dataDir,
    target: url.toString(),
    async cleanup() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchmark(kind, file) {
  log(`\n${kind}: ingesting ${ADDRESSES.toLocaleString()} addresses…`);
  const setup = await prepare(kind);
  try {
    const { summary, peakRss } = await ingest(file, setup.env);
    const size = await indexSize(kind, setup.target);
    log(
      `${kind}: ${summary.inserted.toLocaleString()} new in ${(summary.elapsedMs / 1000).toFixed(1)} s; starting the server…`,
    );
    const server = await startServer(setup.env);
    try {
      const cookie = await signIn(server.url, path.join(setup.dataDir, 'mail'));
      log(
        `${kind}: ${options.connections} connections for ${options.duration} s on /v1/breaches/range/{prefix}…`,
      );
      const load = await loadRange(server, cookie);
      return {
        kind,
        ingestPerSecond: Math.round(summary.valid / (summary.elapsedMs / 1000)),
        ingestSeconds: summary.elapsedMs / 1000,
        maintenanceSeconds: summary.maintenanceMs / 1000,
        peakRssMiB: Math.round(peakRss / 1048576),
        bytesPerAddress: Math.round(size.bytes / size.rows),
        indexMiB: Math.round(size.bytes / 1048576),
        ...load,
      };
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.on('exit', resolve));
    }
  } finally {
    await setup.cleanup();
  }
}

const file = await addressFile(ADDRESSES);
const startLoad = os.loadavg()[0];
const results = [];
for (const kind of options.databases.split(',')) results.push(await benchmark(kind.trim(), file));
const [load1] = os.loadavg();
console.log(
  `\nBreach index benchmark: ${ADDRESSES.toLocaleString()} addresses, ${os.cpus().length} cores, load average ${startLoad.toFixed(1)} at start and ${load1.toFixed(1)} at end, ${new Date().toISOString()}`,
);
console.log(
  '| database | ingest (addresses/s) | ingest time | then VACUUM ANALYZE | ingest peak RSS | index on disk | bytes/address | range req/s | p50 | p99 | non-2xx | errors |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.kind} | ${r.ingestPerSecond.toLocaleString()} | ${r.ingestSeconds.toFixed(0)} s | ${r.maintenanceSeconds.toFixed(0)} s | ${r.peakRssMiB} MiB | ${r.indexMiB} MiB | ${r.bytesPerAddress} | ${Math.round(r.requestsPerSecond).toLocaleString()} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`,
  );
}
console.log(
  `\nCPU seconds during each measured load run (${options.connections} connections, ${options.duration} s, ${os.cpus().length} cores):`,
);
console.log(
  '| database | server | PostgreSQL (all processes) | autocannon | rest of the machine | idle |',
);
console.log('|---|---|---|---|---|---|');
for (const { kind, cpu } of results) {
  const seconds = (value) => `${value.toFixed(1)} s`;
  console.log(
    `| ${kind} | ${seconds(cpu.server)} | ${seconds(cpu.postgres)} | ${seconds(cpu.loadGenerator)} | ${seconds(cpu.rest)} | ${seconds(cpu.idle)} |`,
  );
}
