import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

/** The ingest command as an operator runs it: its own process, on its own (embedded) database. */
const functionsDir = path.resolve(import.meta.dirname, '../../..');
const CLI = 'src/features/breach-index/ingest.cli.ts';
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-ingest-cli-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

function runIngest(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: functionsDir,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_DATABASE_URL: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function writeFile(name: string, content: string): Promise<string> {
  const file = path.join(dataDir, name);
  await fs.writeFile(file, content);
  return file;
}

const META = {
  Title: 'Cli Leak',
  BreachDate: '2026-01-01',
  AddedDate: '2026-01-02T00:00:00Z',
  ModifiedDate: '2026-01-02T00:00:00Z',
  PwnCount: 2,
};

test('bad usage exits 2 with the usage text', async () => {
  const result = await runIngest(['some-file.txt']);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/^Usage: npm run ingest:breach/);
});

test(
  'an unreadable file stops the run with exit 1 before anything is written; a good run prints the summary',
  { timeout: 120_000 },
  async () => {
    const addresses = await writeFile('addresses.txt', 'one@example.com\ntwo@example.com\n');
    const meta = await writeFile('cli-leak.json', JSON.stringify(META));
    const missing = path.join(dataDir, 'no-such-file.txt');

    const failed = await runIngest(['--breach', 'CliLeak', '--meta', meta, addresses, missing]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^Ingest stopped: .*no-such-file\.txt/m);
    expect(failed.stdout).toBe('');

    // The breach is new and both addresses are new: the failed run wrote neither.
    const done = await runIngest(['--breach', 'CliLeak', '--meta', meta, addresses]);
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/^Breach CliLeak \(new local breach added to the catalog\)$/m);
    expect(done.stdout).toMatch(/^ {2}valid addresses: 2$/m);
    expect(done.stdout).toMatch(/^ {2}new: {13}2$/m);
    expect(done.stdout).toMatch(/^ {2}recorded as ingest \w+$/m);
  },
);

test(
  '--meta for a breach of the HIBP catalog is ignored with a warning',
  { timeout: 60_000 },
  async () => {
    const addresses = await writeFile('adobe.txt', 'three@example.com\n');
    const meta = await writeFile('adobe.json', JSON.stringify({ ...META, Title: 'Not Adobe' }));
    const result = await runIngest(['--breach', 'Adobe', '--meta', meta, '--json', addresses]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^Warning: --meta was ignored: "Adobe" is in the HIBP catalog/m);
    expect(JSON.parse(result.stdout)).toMatchObject({
      breach: 'Adobe',
      createdBreach: false,
      inserted: 1,
      warnings: [expect.stringMatching(/--meta was ignored/)],
    });
  },
);
