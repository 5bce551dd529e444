import { HEX_DIGIT_CODES, HEX_PAIRS, type HashModeSpec } from './hash-mode';

/**
 * One stored hash. The 5-hex-digit prefix is implied by the bucket, which leaves 35 hex digits
 * (140 bits) of a SHA-1 suffix: 17½ bytes. The spare half byte holds the count when it is 1–14,
 * as most are; 15 there means a LEB128 varint with (count − 15) follows. So a SHA-1 hash costs
 * 18 bytes, 19 for counts up to 142, 20 up to 16,398 (NTLM: 4 bytes less).
 *
 *   byte 0:      count nibble (high) | first suffix digit (low)
 *   bytes 1…n−1: the remaining suffix digits, two per byte
 *   [varint]:    only when the count nibble is 15
 */
const INLINE_COUNT_LIMIT = 15;
const CR = 13;
const LF = 10;
const COLON = 58;
const ZERO = 48;

/** Bytes a record needs beyond its suffix at most: a varint of a 64-bit count. */
export const MAX_RECORD_EXTRA_BYTES = 10;

/** Writes records into `out` one after another; `offset` is where the next one goes. */
export class RecordEncoder {
  offset = 0;

  constructor(
    private readonly spec: HashModeSpec,
    readonly out: Uint8Array,
  ) {}

  /** Encodes the whole hash at `hash[from…]` with its count. */
  write(hash: Uint8Array, from: number, count: number): void {
    const { out, spec } = this;
    const inline = count < INLINE_COUNT_LIMIT ? count : INLINE_COUNT_LIMIT;
    out[this.offset] = (inline << 4) | ((hash[from + 2] ?? 0) & 0x0f);
    // A plain loop: 13–17 bytes, a hundred million times; subarray() would allocate each time.
    for (let index = 3; index < spec.hashBytes; index += 1)
      out[this.offset + index - 2] = hash[from + index] ?? 0;
    let offset = this.offset + spec.suffixBytes;
    if (inline === INLINE_COUNT_LIMIT) {
      let rest = count - INLINE_COUNT_LIMIT;
      while (rest >= 0x80) {
        out[offset] = (rest % 0x80) | 0x80;
        offset += 1;
        rest = Math.floor(rest / 0x80);
      }
      out[offset] = rest;
      offset += 1;
    }
    this.offset = offset;
  }
}

/** Reads the count of the record at `at`; `next` receives where the following record starts. */
export function decodeCount(
  spec: HashModeSpec,
  bucket: Uint8Array,
  at: number,
  next: { offset: number },
): number {
  const inline = (bucket[at] ?? 0) >> 4;
  let offset = at + spec.suffixBytes;
  if (inline < INLINE_COUNT_LIMIT) {
    next.offset = offset;
    return inline;
  }
  let rest = 0;
  let scale = 1;
  for (;;) {
    const byte = bucket[offset] ?? 0;
    offset += 1;
    rest += (byte & 0x7f) * scale;
    if (byte < 0x80) break;
    scale *= 0x80;
  }
  next.offset = offset;
  return INLINE_COUNT_LIMIT + rest;
}

/** The suffix of the record at `at` as upper-case hex. */
export function suffixHex(spec: HashModeSpec, bucket: Uint8Array, at: number): string {
  let hex = '0123456789ABCDEF'.charAt((bucket[at] ?? 0) & 0x0f);
  for (let index = 1; index < spec.suffixBytes; index += 1)
    hex += HEX_PAIRS[bucket[at + index] ?? 0] ?? '';
  return hex;
}

/** Visits every record of a bucket in stored (ascending) order. */
export function forEachRecord(
  spec: HashModeSpec,
  bucket: Uint8Array,
  visit: (recordStart: number, count: number) => void,
): void {
  const next = { offset: 0 };
  let at = 0;
  while (at < bucket.length) {
    const count = decodeCount(spec, bucket, at, next);
    visit(at, count);
    at = next.offset;
  }
}

/** Whether a bucket holds the whole `hash`: a linear scan comparing the stored suffix bytes. */
export function bucketContainsHash(
  spec: HashModeSpec,
  records: Uint8Array,
  hash: Uint8Array,
): boolean {
  const firstNibble = (hash[2] ?? 0) & 0x0f;
  const suffix = hash.subarray(3, spec.hashBytes);
  let found = false;
  forEachRecord(spec, records, (at) => {
    if (found || ((records[at] ?? 0) & 0x0f) !== firstNibble) return;
    found = Buffer.compare(records.subarray(at + 1, at + spec.suffixBytes), suffix) === 0;
  });
  return found;
}

/**
 * Writes a bucket as the range API's lines ("SUFFIX:COUNT", CRLF between lines, none after the
 * last) into `out` from `at`, and returns the offset after the last byte and the line count.
 */
export function writeRangeLines(
  spec: HashModeSpec,
  bucket: Uint8Array,
  out: Uint8Array,
  at: number,
): { offset: number; lines: number } {
  let offset = at;
  let lines = 0;
  forEachRecord(spec, bucket, (start, count) => {
    if (lines > 0) offset = writeLineBreak(out, offset);
    out[offset] = HEX_DIGIT_CODES[(bucket[start] ?? 0) & 0x0f] ?? ZERO;
    offset += 1;
    for (let index = 1; index < spec.suffixBytes; index += 1) {
      const byte = bucket[start + index] ?? 0;
      out[offset] = HEX_DIGIT_CODES[byte >> 4] ?? ZERO;
      out[offset + 1] = HEX_DIGIT_CODES[byte & 0x0f] ?? ZERO;
      offset += 2;
    }
    out[offset] = COLON;
    offset = writeDecimal(out, offset + 1, count);
    lines += 1;
  });
  return { offset, lines };
}

export function writeLineBreak(out: Uint8Array, at: number): number {
  out[at] = CR;
  out[at + 1] = LF;
  return at + 2;
}

function writeDecimal(out: Uint8Array, at: number, value: number): number {
  if (value < 10) {
    out[at] = ZERO + value;
    return at + 1;
  }
  const digits = String(value);
  for (let index = 0; index < digits.length; index += 1) out[at + index] = digits.charCodeAt(index);
  return at + digits.length;
}
