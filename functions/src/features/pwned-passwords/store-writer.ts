import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HashModeSpec } from './hash-mode';
import { DATA_OFFSET, INDEX_BYTES, INDEX_ENTRIES, encodeHeader, HEADER_BYTES } from './store-file';

const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Writes a store file next to its final name and renames it into place when complete, so a
 * reader (a running server) sees the old store or the new one, never half of one. Buckets must
 * come in prefix order.
 */
export class StoreWriter {
  private readonly temporaryPath: string;
  private readonly fd: number;
  private readonly index = new Float64Array(INDEX_ENTRIES);
  private readonly buffer = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
  private buffered = 0;
  private dataLength = 0;
  private nextPrefix = 0;
  private recordCount = 0;

  constructor(
    private readonly finalPath: string,
    private readonly spec: HashModeSpec,
  ) {
    this.temporaryPath = path.join(
      path.dirname(finalPath),
      `.${path.basename(finalPath)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    this.fd = fs.openSync(this.temporaryPath, 'wx', 0o600);
  }

  /** Appends encoded records to the bucket of `prefix` (≥ every prefix appended before). */
  append(prefix: number, records: Uint8Array, recordCount: number): void {
    if (prefix < this.nextPrefix - 1) throw new Error('Buckets must be written in prefix order.');
    while (this.nextPrefix <= prefix) {
      this.index[this.nextPrefix] = this.dataLength;
      this.nextPrefix += 1;
    }
    this.write(records);
    this.recordCount += recordCount;
  }

  /** Completes the index and header, flushes to disk and renames the file into place. */
  commit(): void {
    while (this.nextPrefix < INDEX_ENTRIES) {
      this.index[this.nextPrefix] = this.dataLength;
      this.nextPrefix += 1;
    }
    this.flush();
    const index = Buffer.alloc(INDEX_BYTES);
    // u64 LE as two u32 halves: a BigInt per entry would cost more than the rest of the commit.
    this.index.forEach((offset, entry) => {
      index.writeUInt32LE(offset % 2 ** 32, entry * 8);
      index.writeUInt32LE(Math.floor(offset / 2 ** 32), entry * 8 + 4);
    });
    fs.writeSync(
      this.fd,
      encodeHeader({ spec: this.spec, recordCount: this.recordCount }),
      0,
      HEADER_BYTES,
      0,
    );
    fs.writeSync(this.fd, index, 0, INDEX_BYTES, HEADER_BYTES);
    fs.fsyncSync(this.fd);
    fs.closeSync(this.fd);
    fs.renameSync(this.temporaryPath, this.finalPath);
    syncDirectory(path.dirname(this.finalPath));
  }

  /** Throws the partial file away. */
  abort(): void {
    try {
      fs.closeSync(this.fd);
    } finally {
      fs.rmSync(this.temporaryPath, { force: true });
    }
  }

  get records(): number {
    return this.recordCount;
  }

  private write(bytes: Uint8Array): void {
    if (this.buffered + bytes.length > this.buffer.length) this.flush();
    if (bytes.length > this.buffer.length) {
      fs.writeSync(this.fd, bytes, 0, bytes.length, DATA_OFFSET + this.dataLength);
    } else {
      this.buffer.set(bytes, this.buffered);
      this.buffered += bytes.length;
    }
    this.dataLength += bytes.length;
  }

  private flush(): void {
    if (this.buffered === 0) return;
    const start = DATA_OFFSET + this.dataLength - this.buffered;
    fs.writeSync(this.fd, this.buffer, 0, this.buffered, start);
    this.buffered = 0;
  }
}

/** Makes the rename durable too (a crash right after it must not bring the old name back). */
function syncDirectory(directory: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(directory, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some platforms cannot open or fsync a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
