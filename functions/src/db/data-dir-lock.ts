import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes
 * (pglite#1106). We hold an exclusive lock file for the life of the process. A lock left by a
 * process that no longer exists (kill -9, power loss) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Bulwark process (pid ${pid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "alive".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function liveHolder(lockPath: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
  const holder = Number.parseInt(text, 10);
  return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : null;
}

/**
 * Refuses at once when a live process holds the lock, without taking it: start-up checks this
 * before its slow part (loading every module and the catalog), so a second process says why it
 * cannot run in a moment. The lock itself is taken when the database opens.
 */
export function assertDataDirFree(dataDir: string): void {
  const holder = liveHolder(path.join(dataDir, 'bulwark.lock'));
  if (holder !== null) throw new DataDirLockedError(dataDir, holder);
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'bulwark.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return {
        release() {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.rmSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = liveHolder(lockPath);
      if (holder !== null) throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
