import fs from 'node:fs';
import path from 'node:path';
import type { HashModeSpec } from './hash-mode';

export const SPILL_GROUPS = 256;
const GROUP_BUFFER_BYTES = 256 * 1024;

/**
 * The first pass of an ingest: parsed hashes go, in fixed-size records, into 256 files by their
 * first byte (4,096 prefixes each). The second pass reads one group at a time, so memory stays
 * at one group (about 1/256 of the input) however big the corpus, and input that is not sorted
 * (the downloader's is) still ends up in order.
 *
 * A spill record: the hash without its first byte (the group says it), then the count (u32 LE).
 */
export class SpillFiles {
  readonly recordBytes: number;
  private readonly buffers: Buffer[];
  private readonly filled = new Uint32Array(SPILL_GROUPS);
  private readonly fds: (number | undefined)[] = new Array<number | undefined>(SPILL_GROUPS).fill(
    undefined,
  );

  constructor(
    readonly directory: string,
    readonly spec: HashModeSpec,
  ) {
    this.recordBytes = spec.hashBytes - 1 + 4;
    const perGroup = GROUP_BUFFER_BYTES - (GROUP_BUFFER_BYTES % this.recordBytes);
    this.buffers = Array.from({ length: SPILL_GROUPS }, () => Buffer.allocUnsafe(perGroup));
  }

  add(hash: Uint8Array, count: number): void {
    const group = hash[0] ?? 0;
    const buffer = this.buffers[group];
    if (!buffer) return;
    let filled = this.filled[group] ?? 0;
    if (filled + this.recordBytes > buffer.length) {
      this.flushGroup(group);
      filled = 0;
    }
    const hashBytes = this.spec.hashBytes;
    for (let index = 1; index < hashBytes; index += 1)
      buffer[filled + index - 1] = hash[index] ?? 0;
    const countAt = filled + hashBytes - 1;
    buffer[countAt] = count & 0xff;
    buffer[countAt + 1] = (count >>> 8) & 0xff;
    buffer[countAt + 2] = (count >>> 16) & 0xff;
    buffer[countAt + 3] = (count >>> 24) & 0xff;
    this.filled[group] = filled + this.recordBytes;
  }

  /** Flushes and closes every group file. */
  finish(): void {
    for (let group = 0; group < SPILL_GROUPS; group += 1) {
      this.flushGroup(group);
      const fd = this.fds[group];
      if (fd !== undefined) fs.closeSync(fd);
      this.fds[group] = undefined;
    }
  }

  /** All spilled records of one group, or an empty buffer. */
  readGroup(group: number): Buffer {
    const file = this.groupPath(group);
    return fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
  }

  removeGroup(group: number): void {
    fs.rmSync(this.groupPath(group), { force: true });
  }

  private flushGroup(group: number): void {
    const filled = this.filled[group] ?? 0;
    const buffer = this.buffers[group];
    if (filled === 0 || !buffer) return;
    let fd = this.fds[group];
    if (fd === undefined) {
      fd = fs.openSync(this.groupPath(group), 'a', 0o600);
      this.fds[group] = fd;
    }
    fs.writeSync(fd, buffer, 0, filled);
    this.filled[group] = 0;
  }

  private groupPath(group: number): string {
    return path.join(this.directory, `${group.toString(16).padStart(2, '0')}.spill`);
  }
}
