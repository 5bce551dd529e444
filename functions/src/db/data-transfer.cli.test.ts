import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import { afterAll, beforeAll, expect, test } from 'vitest';

/**
 * data:export and data:import as an operator runs them (their own process, embedded database),
 * and the backup opened by Debian's `age` (installed by scripts/system-deps.js).
 */
const functionsDir = path.resolve(import.meta.dirname, '../..');
const CLI = 'src/db/data-transfer.cli.ts';
let root: string;
let keyFile: string;
let recipient: string;
let identity: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-backup-cli-'));
  keyFile = path.join(root, 'key.txt');
  execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
  recipient = execFileSync('age-keygen', ['-y', keyFile], { encoding: 'utf8' }).trim();
  identity =
    (await fs.readFile(keyFile, 'utf8')).split('\n').find((line) => line.startsWith('AGE-')) ?? '';
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const {
    DATABASE_URL: _url,
    BACKUP_PASSPHRASE: _p,
    BACKUP_RECIPIENT: _r,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: functionsDir,
    env: { ...inherited, LOG_LEVEL: 'warn', TEST_DATABASE_URL: '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

async function newDataDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { mode: 0o700 });
  return dir;
}

/** Every file under `dir` with its bytes: "untouched" means this does not change. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = (await fs.readFile(file)).toString('base64');
  }
  return result;
}

const SOURCE_SECRET = 'the-source-host-secret-of-more-than-32-characters';

test(
  'an export is sealed for the recipient, opens with age -d, and restores into a new DATA_DIR; without a key nothing is written',
  { timeout: 300_000 },
  async () => {
    const source = await newDataDir('source');
    await fs.writeFile(path.join(source, 'auth-secret'), `${SOURCE_SECRET}\n`, { mode: 0o600 });
    const before = await snapshot(source);
    const refused = await run(['export', path.join(root, 'no-key.age')], { DATA_DIR: source });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Set BACKUP_PASSPHRASE .* or BACKUP_RECIPIENT/);
    expect(refused.stderr).toMatch(/nothing was written/);
    await expect(fs.access(path.join(root, 'no-key.age'))).rejects.toThrow();
    expect(await snapshot(source)).toEqual(before);

    const file = path.join(root, 'backup.jsonl.gz.age');
    const exported = await run(['export', file], { DATA_DIR: source, BACKUP_RECIPIENT: recipient });
    expect(exported.stderr).toMatch(/Exported [\d,]+ rows/);
    expect(exported.code).toBe(0);

    // Debian's age opens it: the backup does not depend on Bulwark to be read.
    const plain = gunzipSync(execFileSync('age', ['-d', '-i', keyFile, file]));
    const header = JSON.parse(plain.toString('utf8').split('\n')[0] ?? '') as {
      format: string;
      authSecret: string;
    };
    expect(header.format).toBe('bulwark-data-export');
    expect(header.authSecret).toBe(`0:${SOURCE_SECRET}\n`);

    const target = await newDataDir('target');
    const imported = await run(['import', file], {
      DATA_DIR: target,
      BACKUP_IDENTITY_FILE: keyFile,
    });
    expect(imported.stderr).toMatch(/Imported [\d,]+ rows/);
    expect(imported.code).toBe(0);
    expect(await fs.readFile(path.join(target, 'auth-secret'), 'utf8')).toBe(
      `0:${SOURCE_SECRET}\n`,
    );
  },
);

test(
  'a tampered, truncated or forged backup is refused and the data directory is untouched',
  { timeout: 300_000 },
  async () => {
    const file = path.join(root, 'backup.jsonl.gz.age');
    const sealed = await fs.readFile(file);
    const target = await newDataDir('refusing');
    await fs.writeFile(path.join(target, 'note.txt'), 'mine');
    const before = await snapshot(target);
    const importInto = (name: string, bytes: Uint8Array) =>
      fs.writeFile(path.join(root, name), bytes).then(() =>
        run(['import', path.join(root, name)], {
          DATA_DIR: target,
          BACKUP_IDENTITY_FILE: keyFile,
        }),
      );

    const flipped = Buffer.from(sealed);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x20;
    const tampered = await importInto('tampered.age', flipped);
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toMatch(/damaged or was changed/);

    const truncated = await importInto('truncated.age', sealed.subarray(0, sealed.length - 1));
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(/damaged or was changed/);

    // Whoever knows the public key can seal a file; the secret in it is still checked.
    const decrypter = new Decrypter();
    decrypter.addIdentity(identity);
    const lines = gunzipSync(await decrypter.decrypt(sealed))
      .toString('utf8')
      .split('\n');
    const header = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    lines[0] = JSON.stringify({ ...header, authSecret: 'x' });
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    const forged = await importInto(
      'forged.age',
      await encrypter.encrypt(gzipSync(lines.join('\n'))),
    );
    expect(forged.code).toBe(1);
    expect(forged.stderr).toMatch(/has 1 characters; it needs at least 32/);

    expect(await snapshot(target)).toEqual(before);
  },
);
