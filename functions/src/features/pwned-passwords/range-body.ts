import { randomFillSync, randomInt } from 'node:crypto';
import { HEX_DIGIT_CODES, type HashMode, type HashModeSpec } from './hash-mode';
import { writeLineBreak, writeRangeLines } from './record-codec';

/** api.pwnedpasswords.com pads to at least 800 lines plus 0–200 more (Cloudflare, 2020-03-04). */
const PADDING_MIN_LINES = 800;
const PADDING_SPREAD = 200;
/** Longest line: the suffix, ':', a 10-digit count, CRLF. */
const MAX_LINE_EXTRA = 13;
/** A padding line after its suffix: ":0" and CRLF. */
const PADDING_LINE_EXTRA = 4;
/**
 * Padding lines are copied from a pool of ready-made random lines rather than generated for each
 * response (generating ~900 lines took ~80 µs of a padded request's ~95; a copy takes a few). Each
 * response starts at a random line of the pool, and regenerates 1/REFRESH_DIVISOR as many lines
 * as it takes at a cursor going round the pool, so the whole pool is new after about
 * POOL_LINES × REFRESH_DIVISOR / 900 ≈ 2,300 padded responses.
 */
export const PADDING_POOL_LINES = 1 << 16;
const REFRESH_DIVISOR = 32;
const CR = 13;
const LF = 10;
const COLON = 58;
const ZERO = 48;
/** ASCII of the high and low hex digit of each byte value. */
const HIGH_DIGIT = Uint8Array.from(
  { length: 256 },
  (_, byte) => HEX_DIGIT_CODES[byte >> 4] ?? ZERO,
);
const LOW_DIGIT = Uint8Array.from(
  { length: 256 },
  (_, byte) => HEX_DIGIT_CODES[byte & 0x0f] ?? ZERO,
);

interface PaddingPool {
  /** POOL_LINES lines of `lineBytes` each: random upper-case suffix, ":0", CRLF. */
  lines: Buffer;
  lineBytes: number;
  /** The next line to regenerate. */
  cursor: number;
}

const pools: Partial<Record<HashMode, PaddingPool>> = {};
let randomScratch = Buffer.allocUnsafe(0);

/**
 * One buffer, grown as needed, that every body is written into. Bodies are built synchronously
 * and leave as strings, so no request ever sees another's bytes.
 */
let bodyScratch = Buffer.allocUnsafe(64 * 1024);

/**
 * The body /range returns for one bucket, byte for byte like api.pwnedpasswords.com: upper-case
 * suffixes, ":count", CRLF between lines and none after the last. With padding, lines of random
 * suffixes and count 0 follow the real ones until there are 800–1,000 lines (a bucket already
 * longer gets none), so the size of a response no longer tells which prefix was asked for.
 *
 * Returned as a string (it is ASCII): a fresh ~36 KB Buffer per padded answer is memory outside
 * V8's heap, and at thousands a second that memory forced a full garbage collection of the whole
 * server every ~130 ms (p99 20 ms, docs/benchmarks.md). A short-lived string is collected with
 * the young generation, cheaply.
 */
export function buildRangeBody(
  spec: HashModeSpec,
  records: Uint8Array,
  addPadding: boolean,
): string {
  const realLineLimit = Math.ceil(records.length / spec.suffixBytes);
  const target = addPadding ? PADDING_MIN_LINES + randomInt(PADDING_SPREAD + 1) : 0;
  const capacity = Math.max(realLineLimit, target) * (spec.suffixHexDigits + MAX_LINE_EXTRA);
  if (bodyScratch.length < capacity) bodyScratch = Buffer.allocUnsafe(capacity);
  const { offset, lines } = writeRangeLines(spec, records, bodyScratch, 0);
  const end = writePaddingLines(spec, Math.max(0, target - lines), bodyScratch, offset);
  return bodyScratch.toString('latin1', 0, end);
}

/** Appends `count` padding lines at `at` (after a line break when real lines come first). */
function writePaddingLines(spec: HashModeSpec, count: number, out: Buffer, at: number): number {
  if (count === 0) return at;
  const pool = paddingPool(spec);
  refreshLines(spec, pool, Math.ceil(count / REFRESH_DIVISOR));
  let offset = at > 0 ? writeLineBreak(out, at) : at;
  // Contiguous lines from a random start, wrapping round: never the same line twice in a body.
  const start = randomInt(PADDING_POOL_LINES);
  const first = Math.min(count, PADDING_POOL_LINES - start);
  offset += pool.lines.copy(out, offset, start * pool.lineBytes, (start + first) * pool.lineBytes);
  if (first < count) offset += pool.lines.copy(out, offset, 0, (count - first) * pool.lineBytes);
  // No line break after the last line.
  return offset - 2;
}

function paddingPool(spec: HashModeSpec): PaddingPool {
  let pool = pools[spec.mode];
  if (!pool) {
    const lineBytes = spec.suffixHexDigits + PADDING_LINE_EXTRA;
    pool = { lines: Buffer.allocUnsafe(PADDING_POOL_LINES * lineBytes), lineBytes, cursor: 0 };
    pools[spec.mode] = pool;
    refreshLines(spec, pool, PADDING_POOL_LINES);
  }
  return pool;
}

/** Writes `count` new random lines at the pool's cursor and moves the cursor past them. */
function refreshLines(spec: HashModeSpec, pool: PaddingPool, count: number): void {
  // Each random byte becomes two hex digits (the odd last digit takes one byte of its own).
  const bytesPerLine = Math.ceil(spec.suffixHexDigits / 2);
  const needed = count * bytesPerLine;
  if (randomScratch.length < needed) randomScratch = Buffer.allocUnsafe(needed);
  const random = randomFillSync(randomScratch, 0, needed);
  const out = pool.lines;
  let next = 0;
  for (let line = 0; line < count; line += 1) {
    let offset = pool.cursor * pool.lineBytes;
    pool.cursor = (pool.cursor + 1) % PADDING_POOL_LINES;
    for (let pair = 0; pair < spec.suffixHexDigits >> 1; pair += 1) {
      const byte = random[next] ?? 0;
      next += 1;
      out[offset] = HIGH_DIGIT[byte] ?? ZERO;
      out[offset + 1] = LOW_DIGIT[byte] ?? ZERO;
      offset += 2;
    }
    if (spec.suffixHexDigits & 1) {
      out[offset] = LOW_DIGIT[random[next] ?? 0] ?? ZERO;
      next += 1;
      offset += 1;
    }
    out[offset] = COLON;
    out[offset + 1] = ZERO;
    out[offset + 2] = CR;
    out[offset + 3] = LF;
  }
}
