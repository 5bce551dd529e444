import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../functions/src/testing/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stderr.write(`${line}\n`);

interface BenchServerOptions {
  dataDir: string;
  /** An empty PostgreSQL database; PGlite in `dataDir` without it. */
  databaseUrl?: string;
  port?: number;
}

/**
 * Builds (npm run build) and starts the production bundle the way an operator runs it
 * (NODE_ENV=production, its own DATA_DIR, one trusted proxy hop), and waits for /readyz.
 */
export async function startBenchServer({
  dataDir,
  databaseUrl,
  port,
}: BenchServerOptions): Promise<{ child: ChildProcess; base: string }> {
  log('Building (npm run build) …');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const listenPort = port ?? (await findFreePort());
  const base = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, ['functions/dist/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    // The server's log lines go to stderr, so a benchmark's report on stdout stays clean.
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  // A first start on an empty DATA_DIR creates the database and loads the breach catalog: about
  // 3 s on a quiet machine, over a minute when other work holds both cores.
  for (let waited = 0; waited < 1800; waited += 1) {
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, base };
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopBenchServer(child);
  throw new Error('the server was not ready within 3 minutes');
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
