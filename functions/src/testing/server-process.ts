import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../bundle';
import { findFreePort } from './free-port';

/**
 * The server bundle, built from this checkout's source once per test process: the processes
 * these tests start are what `npm start` runs, so a restart here costs what it costs in
 * production (through tsx it also compiled the source and resolved every dependency file).
 */
let bundle: Promise<string> | undefined;
/** Beneath node_modules, so the bundle finds the one dependency it imports (PGlite) from there. */
const bundleParent = path.resolve(import.meta.dirname, '../../node_modules/.cache');
function bundledServer(): Promise<string> {
  bundle ??= (async () => {
    fs.mkdirSync(bundleParent, { recursive: true });
    const outDir = fs.mkdtempSync(path.join(bundleParent, 'bulwark-server-bundle-'));
    process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
    await bundleServer({ outDir, sourcemap: false });
    return path.join(outDir, 'index.js');
  })();
  return bundle;
}

export interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

export async function startServerProcess(options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<Started> {
  const entry = await bundledServer();
  const port = await findFreePort();
  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(entry),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      API_ONLY: 'true',
      LOG_LEVEL: 'info',
      TEST_DATABASE_URL: '',
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, port, output: () => output, exited };
}

export async function waitReady(started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${started.port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (started.child.exitCode !== null)
      throw new Error(`exited early (${started.child.exitCode}):\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A hung start must not outlive the test and hold the data directory's lock.
  started.child.kill('SIGKILL');
  throw new Error(`not ready within ${timeoutMs} ms:\n${started.output()}`);
}
