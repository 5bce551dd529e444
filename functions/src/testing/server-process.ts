import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from './free-port';

/** The real process, started as `npm start` starts it (source through tsx instead of the bundle). */
const functionsDir = path.resolve(import.meta.dirname, '../..');

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
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: functionsDir,
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
