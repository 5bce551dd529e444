import { randomFillSync, randomInt } from 'node:crypto';
import { HEX_DIGIT_CODES, type HashModeSpec } from './hash-mode';
import { writeLineBreak, writeRangeLines } from './record-codec';

/** api.pwnedpasswords.com pads to at least 800 lines plus 0–200 more (Cloudflare, 2020-03-04). */
const PADDING_MIN_LINES = 800;
const PADDING_SPREAD = 200;
/** Longest line: the suffix, ':', a 10-digit count, CRLF. */
const MAX_LINE_EXTRA = 13;
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
let randomScratch = Buffer.allocUnsafe(0);

/**
 * The body /range returns for one bucket, byte for byte like api.pwnedpasswords.com: upper-case
 * suffixes, ":count", CRLF between lines and none after the last. With padding, lines of random
 * suffixes and count 0 follow the real ones until there are 800–1,000 lines (a bucket already
 * longer gets none), so the size of a response no longer tells which prefix was asked for.
 */
export function buildRangeBody(
  spec: HashModeSpec,
  records: Uint8Array,
  addPadding: boolean,
): Buffer {
  const realLineLimit = Math.ceil(records.length / spec.suffixBytes);
  const target = addPadding ? PADDING_MIN_LINES + randomInt(PADDING_SPREAD + 1) : 0;
  const capacity = Math.max(realLineLimit, target) * (spec.suffixHexDigits + MAX_LINE_EXTRA);
  const body = Buffer.allocUnsafe(capacity);
  const { offset, lines } = writeRangeLines(spec, records, body, 0);
  const end = writePaddingLines(spec, Math.max(0, target - lines), body, offset);
  return body.subarray(0, end);
}

/** Appends `count` padding lines at `at` (after a line break when real lines come first). */
function writePaddingLines(spec: HashModeSpec, count: number, out: Buffer, at: number): number {
  if (count === 0) return at;
  // Each random byte becomes two hex digits; the scratch buffer is reused (all of this is synchronous).
  const bytesPerLine = Math.ceil(spec.suffixHexDigits / 2);
  const needed = count * bytesPerLine;
  if (randomScratch.length < needed) randomScratch = Buffer.allocUnsafe(needed);
  const random = randomFillSync(randomScratch, 0, needed);
  let offset = at;
  let next = 0;
  for (let line = 0; line < count; line += 1) {
    if (offset > 0) offset = writeLineBreak(out, offset);
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
    offset += 2;
  }
  return offset;
}
