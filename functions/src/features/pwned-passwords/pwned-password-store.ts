import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bucketOfHash, HASH_MODES, type HashMode, parsePrefix } from './hash-mode';
import { bucketContainsHash, forEachRecord, suffixHex } from './record-codec';
import { identityOf, StoreFileReader } from './store-file-reader';

/** How often, at most, the store looks for a newly ingested file. */
const RELOAD_CHECK_INTERVAL_MS = 1000;

export interface PwnedPasswordRangeEntry {
  /** Upper-case hex after the 5-digit prefix: 35 digits (SHA-1) or 27 (NTLM). */
  suffix: string;
  count: number;
}

export interface PwnedPasswordStoreStats {
  /** SHA-1 hashes loaded; 0 when nothing has been ingested. */
  hashes: number;
  ntlmHashes: number;
  /** When the SHA-1 store (else the NTLM one) was built, ISO 8601; null when there is none. */
  updatedAt: string | null;
}

export interface PwnedPasswordStore {
  readonly directory: string;
  open(): Promise<void>;
  close(): Promise<void>;
  /** Whether hashes of this mode have been ingested. */
  has(mode: HashMode): Promise<boolean>;
  /** The suffixes and counts for a 5-hex-digit prefix (either case); [] for a mode not ingested. */
  range(prefix: string, options?: { mode?: HashMode }): Promise<PwnedPasswordRangeEntry[]>;
  /** Runs `read` on a bucket's raw records (record-codec.ts); undefined if the mode is absent. */
  withBucket<T>(
    mode: HashMode,
    prefix: number,
    read: (records: Uint8Array) => T,
  ): Promise<T | undefined>;
  /** Whether the password's SHA-1 is in the store. Never true without an ingested corpus. */
  isBreached(password: string): Promise<boolean>;
  stats(): Promise<PwnedPasswordStoreStats>;
}

/**
 * The local Pwned Passwords store in `directory` (sha1.bin, ntlm.bin; see store-file.ts). A
 * missing file is an empty store. When `npm run ingest:passwords` puts a new file in place, the
 * next request at least a second after the last check opens it: no restart needed.
 */
export function createPwnedPasswordStore(
  directory: string,
  options: { onReloadError?: (error: unknown, file: string) => void } = {},
): PwnedPasswordStore {
  const readers: Partial<Record<HashMode, StoreFileReader>> = {};
  let checkedAt = Number.NEGATIVE_INFINITY;

  function reloadIfChanged(force = false): void {
    const now = Date.now();
    if (!force && now - checkedAt < RELOAD_CHECK_INTERVAL_MS) return;
    checkedAt = now;
    for (const spec of Object.values(HASH_MODES)) {
      const file = path.join(directory, spec.fileName);
      const current = readers[spec.mode];
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (stats && current?.identity === identityOf(stats)) continue;
      try {
        readers[spec.mode] = stats ? StoreFileReader.open(file, spec) : undefined;
        current?.close();
      } catch (error) {
        // A damaged file must not take the route down: keep serving what was loaded, retry later.
        options.onReloadError?.(error, file);
      }
    }
  }

  function reader(mode: HashMode): StoreFileReader | undefined {
    reloadIfChanged();
    return readers[mode];
  }

  const store: PwnedPasswordStore = {
    directory,
    open: () => Promise.resolve(reloadIfChanged(true)),
    close() {
      for (const mode of Object.keys(readers) as HashMode[]) {
        readers[mode]?.close();
        readers[mode] = undefined;
      }
      checkedAt = Number.NEGATIVE_INFINITY;
      return Promise.resolve();
    },
    has: (mode) => Promise.resolve(reader(mode) !== undefined),
    withBucket(mode, prefix, read) {
      const file = reader(mode);
      return Promise.resolve(file ? read(file.bucket(prefix)) : undefined);
    },
    async range(prefix, options = {}) {
      const mode = options.mode ?? 'sha1';
      const bucketNumber = parsePrefix(prefix);
      if (bucketNumber === undefined) throw new RangeError('A prefix is 5 hexadecimal digits.');
      const entries: PwnedPasswordRangeEntry[] = [];
      await store.withBucket(mode, bucketNumber, (records) =>
        forEachRecord(HASH_MODES[mode], records, (at, count) =>
          entries.push({ suffix: suffixHex(HASH_MODES[mode], records, at), count }),
        ),
      );
      return entries;
    },
    async isBreached(password) {
      const hash = createHash('sha1').update(password, 'utf8').digest();
      const found = await store.withBucket('sha1', bucketOfHash(hash), (records) =>
        bucketContainsHash(HASH_MODES.sha1, records, hash),
      );
      return found === true;
    },
    stats() {
      const sha1 = reader('sha1');
      const ntlm = reader('ntlm');
      const built = sha1 ?? ntlm;
      return Promise.resolve({
        hashes: sha1?.recordCount ?? 0,
        ntlmHashes: ntlm?.recordCount ?? 0,
        updatedAt: built ? built.modifiedAt.toISOString() : null,
      });
    },
  };
  return store;
}
