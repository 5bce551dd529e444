import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { DataDirLockedError, acquireDataDirLock, assertDataDirFree } from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-lock-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A pid that is certainly alive and not this process: the test runner's parent. */
const otherLiveProcess = process.ppid;

test('a lock held by another live process refuses both the early check and the lock itself', () => {
  fs.writeFileSync(path.join(dataDir, 'bulwark.lock'), String(otherLiveProcess));
  expect(() => assertDataDirFree(dataDir)).toThrow(DataDirLockedError);
  expect(() => assertDataDirFree(dataDir)).toThrow(`(pid ${otherLiveProcess})`);
  expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
});

test('no lock, or one left by a process that is gone, lets the check pass and the lock be taken', () => {
  expect(() => assertDataDirFree(dataDir)).not.toThrow();
  fs.writeFileSync(path.join(dataDir, 'bulwark.lock'), '2147483646');
  expect(() => assertDataDirFree(dataDir)).not.toThrow();
  const lock = acquireDataDirLock(dataDir);
  expect(fs.readFileSync(path.join(dataDir, 'bulwark.lock'), 'utf8')).toBe(String(process.pid));
  lock.release();
  expect(fs.existsSync(path.join(dataDir, 'bulwark.lock'))).toBe(false);
});

test('the check takes nothing: after it, the directory is still free to lock', () => {
  assertDataDirFree(dataDir);
  expect(fs.existsSync(path.join(dataDir, 'bulwark.lock'))).toBe(false);
});
