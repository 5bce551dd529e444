import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A second Bulwark of the production build, for tests that stop and start the server itself
 * without disturbing the shared one.
 */
export class ServerProcess {
  readonly origin: string;
  readonly dataDir: string;
  #child: ChildProcess | undefined;

  /** `env`: settings of this server only (e.g. PWNED_PASSWORDS_UPSTREAM pointing at a fake). */
  constructor(
    readonly port: number,
    name: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://localhost:${port}`;
    this.dataDir = path.join(repoRoot, '.test-data', name);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  get mailDir(): string {
    return path.join(this.dataDir, 'mail');
  }

  async start(): Promise<void> {
    this.#child = spawn(process.execPath, [path.join(repoRoot, 'functions/dist/index.js')], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        APP_URL: this.origin,
        DATA_DIR: this.dataDir,
        WEB_DIST: path.join(repoRoot, 'web/dist'),
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
    });
    // A cold start migrates and loads the breach catalog: seconds alone, a minute on a busy machine.
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${this.origin}/readyz`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server on ${this.origin} did not become ready`);
  }

  async stop(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
