import type { HashModeSpec } from './hash-mode';
import { MAX_RECORD_EXTRA_BYTES, RecordEncoder } from './record-codec';
import type { StoreWriter } from './store-writer';

const BUCKET_BUFFER_BYTES = 1024 * 1024;

/** Raised when the input turns out not to be in hash order; the ingest then sorts it instead. */
export class InputNotSortedError extends Error {
  override name = 'InputNotSortedError';
}

/**
 * The ingest's fast path. The downloader writes hashes in ascending order, so each can be encoded
 * straight into its bucket: one pass, no temporary files. A hash equal to the one before is a
 * duplicate (the larger count is kept); one smaller than it means the input is not sorted, and
 * the caller starts over with the two-pass sort (spill-files.ts, build-store.ts).
 */
export class SortedStoreBuilder {
  private readonly previous: Uint8Array;
  private hasPrevious = false;
  private previousCount = 0;
  private readonly bucket: RecordEncoder;
  private bucketPrefix = -1;
  private bucketRecords = 0;
  duplicates = 0;

  constructor(
    private readonly spec: HashModeSpec,
    private readonly writer: StoreWriter,
  ) {
    this.previous = new Uint8Array(spec.hashBytes);
    this.bucket = new RecordEncoder(spec, Buffer.allocUnsafe(BUCKET_BUFFER_BYTES));
  }

  add(hash: Uint8Array, count: number): void {
    const order = this.hasPrevious ? compareHashes(hash, this.previous, this.spec.hashBytes) : 1;
    if (order < 0) throw new InputNotSortedError('The input is not in hash order.');
    if (order === 0) {
      this.duplicates += 1;
      this.previousCount = Math.max(this.previousCount, count);
      return;
    }
    if (this.hasPrevious) this.encodePrevious();
    for (let index = 0; index < this.spec.hashBytes; index += 1)
      this.previous[index] = hash[index] ?? 0;
    this.previousCount = count;
    this.hasPrevious = true;
  }

  /** Encodes the last hash and hands the last bucket to the writer. */
  finish(): void {
    if (this.hasPrevious) this.encodePrevious();
    this.hasPrevious = false;
    this.flushBucket();
  }

  private encodePrevious(): void {
    const hash = this.previous;
    const prefix = ((hash[0] ?? 0) << 12) | ((hash[1] ?? 0) << 4) | ((hash[2] ?? 0) >> 4);
    if (prefix !== this.bucketPrefix) {
      this.flushBucket();
      this.bucketPrefix = prefix;
    }
    if (
      this.bucket.offset + this.spec.suffixBytes + MAX_RECORD_EXTRA_BYTES >
      this.bucket.out.length
    )
      this.flushBucket();
    this.bucket.write(hash, 0, this.previousCount);
    this.bucketRecords += 1;
  }

  private flushBucket(): void {
    if (this.bucketRecords === 0) return;
    this.writer.append(
      this.bucketPrefix,
      this.bucket.out.subarray(0, this.bucket.offset),
      this.bucketRecords,
    );
    this.bucket.offset = 0;
    this.bucketRecords = 0;
  }
}

function compareHashes(a: Uint8Array, b: Uint8Array, length: number): number {
  for (let index = 0; index < length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
