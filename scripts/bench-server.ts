import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../functions/src/testing/free-port';

/** The production build as the benchmarks start it: bench:load and bench:api share it. */
const ROOT = path.resolve(import.meta.dirname, '..');

const READY_WITHIN_MS = 180_000;

export const log = (line: string) => process.stderr.write(`${line}\n`);

export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export function build(): void {
  log('Building (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export interface BenchServer {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

/**
 * `node functions/dist/index.js` with NODE_ENV=production, its own DATA_DIR and one trusted proxy
 * (so each simulated person has their own address); PGlite unless `databaseUrl` is given.
 */
export async function startBuiltServer(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  port?: number | undefined;
  env?: Record<string, string>;
  /** Another build to start instead (e.g. one kept from before a change, to compare in one run). */
  bundle?: string | undefined;
  /** Node's own flags for the server, such as `--cpu-prof` to see where a call's time goes. */
  nodeFlags?: string[] | undefined;
}): Promise<BenchServer> {
  const port = options.port ?? (await findFreePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), options.bundle ?? 'functions/dist/index.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        DATA_DIR: options.dataDir,
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        // Loopback only: the breached-password check at sign-up would wait for a name lookup.
        PWNED_PASSWORDS_UPSTREAM: 'off',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  // A first start on a busy shared machine (initdb, migrations, the catalog) can take a minute.
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, base, stop };
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server was not ready within ${READY_WITHIN_MS / 1000} s`);
}
