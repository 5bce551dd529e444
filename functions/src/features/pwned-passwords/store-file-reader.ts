import fs from 'node:fs';
import type { HashModeSpec } from './hash-mode';
import { DATA_OFFSET, decodeHeader, HEADER_BYTES, INDEX_BYTES, INDEX_ENTRIES } from './store-file';

interface OpenedStoreFile {
  spec: HashModeSpec;
  fd: number;
  offsets: Float64Array;
  recordCount: number;
  identity: string;
  modifiedAt: Date;
}

/**
 * One open store file: its header and bucket index in memory, the records on disk. Reads are
 * synchronous positional reads of one bucket (a few KiB, normally from the page cache): cheaper
 * than a round trip through the thread pool, and nothing can change between reading a bucket and
 * formatting it. A replaced file keeps being read through its old descriptor until closed.
 */
export class StoreFileReader {
  private scratch = Buffer.allocUnsafe(64 * 1024);

  readonly spec: HashModeSpec;
  readonly recordCount: number;
  /** What identifies this version of the file: a change means a new store was put in place. */
  readonly identity: string;
  readonly modifiedAt: Date;
  private readonly fd: number;
  private readonly offsets: Float64Array;

  private constructor(opened: OpenedStoreFile) {
    this.spec = opened.spec;
    this.recordCount = opened.recordCount;
    this.identity = opened.identity;
    this.modifiedAt = opened.modifiedAt;
    this.fd = opened.fd;
    this.offsets = opened.offsets;
  }

  static open(file: string, spec: HashModeSpec): StoreFileReader {
    const fd = fs.openSync(file, 'r');
    try {
      const stats = fs.fstatSync(fd);
      const head = Buffer.alloc(HEADER_BYTES + INDEX_BYTES);
      fs.readSync(fd, head, 0, head.length, 0);
      const { recordCount } = decodeHeader(head.subarray(0, HEADER_BYTES), spec);
      const offsets = decodeOffsets(head.subarray(HEADER_BYTES));
      if ((offsets[INDEX_ENTRIES - 1] ?? 0) + DATA_OFFSET !== stats.size)
        throw new Error('The store file is truncated.');
      return new StoreFileReader({
        spec,
        fd,
        offsets,
        recordCount,
        identity: identityOf(stats),
        modifiedAt: stats.mtime,
      });
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
  }

  /** The records of one bucket. The bytes are valid until the next call on this reader. */
  bucket(prefix: number): Uint8Array {
    const start = this.offsets[prefix] ?? 0;
    const length = (this.offsets[prefix + 1] ?? start) - start;
    if (length <= 0) return this.scratch.subarray(0, 0);
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafe(length);
    const read = fs.readSync(this.fd, this.scratch, 0, length, DATA_OFFSET + start);
    return this.scratch.subarray(0, read);
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}

export function identityOf(stats: fs.Stats): string {
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

/** The on-disk u64 offsets as two u32 halves each: quicker than a BigInt per entry. */
function decodeOffsets(index: Buffer): Float64Array {
  const offsets = new Float64Array(INDEX_ENTRIES);
  for (let entry = 0; entry < INDEX_ENTRIES; entry += 1) {
    offsets[entry] = index.readUInt32LE(entry * 8) + index.readUInt32LE(entry * 8 + 4) * 2 ** 32;
  }
  return offsets;
}
