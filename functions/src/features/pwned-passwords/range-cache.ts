export interface RangeCacheLimits {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes of records kept (each entry also counts a fixed overhead). */
  maxBytes: number;
}

/**
 * Upstream answers kept in memory: about 900 real SHA-1 buckets (≈ 18 KB of records each) in
 * 16 MiB. Bounded both ways, so neither many tiny answers nor a few huge ones grow the process.
 */
export const DEFAULT_RANGE_CACHE_LIMITS: RangeCacheLimits = {
  maxEntries: 4096,
  maxBytes: 16 * 1024 * 1024,
};

/** What a Map entry, its key and the object around the records cost, roughly. */
const ENTRY_OVERHEAD_BYTES = 128;

interface CachedRange {
  /** The bucket's records in record-codec form (padding already dropped). */
  records: Uint8Array;
  /** Epoch milliseconds after which the answer must be asked for again. */
  expiresAt: number;
}

/**
 * A least-recently-used cache of range answers keyed by mode and prefix: a Map keeps insertion
 * order, so a hit is moved to the end and eviction takes from the front. Expired entries are
 * dropped when met.
 */
export class RangeCache {
  private readonly entries = new Map<string, CachedRange>();
  private bytes = 0;

  constructor(private readonly limits: RangeCacheLimits = DEFAULT_RANGE_CACHE_LIMITS) {}

  /** The fresh entry for `key`, or undefined. */
  get(key: string, now: number): CachedRange | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= sizeOf(entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedRange): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= sizeOf(previous);
    }
    const size = sizeOf(entry);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= sizeOf(oldest);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

function sizeOf(entry: CachedRange): number {
  return entry.records.byteLength + ENTRY_OVERHEAD_BYTES;
}
