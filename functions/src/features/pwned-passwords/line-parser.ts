import { HASH_MODES, HEX_VALUES, type HashModeSpec } from './hash-mode';

/**
 * What can be wrong with an input line; each is counted and reported. 'other hash type': a hex
 * hash of the other mode's length (NTLM lines read as SHA-1, or the reverse).
 */
export type MalformedKind =
  'hash length' | 'other hash type' | 'not hex' | 'count' | 'duplicate' | 'file name';

export interface ParsedHashSink {
  /** A well-formed line: the whole hash (reused buffer: copy what you keep) and its count. */
  hash(hash: Uint8Array, count: number): void;
  malformed(kind: MalformedKind): void;
}

const LF = 10;
const CR = 13;
const COLON = 58;
const ZERO = 48;
const NINE = 57;
const MAX_COUNT = 0xffff_ffff;
const MAX_COUNT_DIGITS = 10;

/**
 * Parses the PwnedPasswordsDownloader's lines straight from bytes: "HASH:COUNT" (single-file
 * output: the whole hash) or "SUFFIX:COUNT" (one {PREFIX}.txt per range, when created with the
 * file's prefix). LF or CRLF, upper or lower case. Chunks may split lines anywhere.
 */
export class LineParser {
  private readonly hash: Uint8Array;
  private readonly hexDigits: number;
  /** Hex digits a line of the other hash mode has where this one expects `hexDigits`. */
  private readonly otherHexDigits: number;
  private readonly prefixNibbles: number[] | undefined;
  private carry: Buffer | undefined;
  lines = 0;

  constructor(
    private readonly spec: HashModeSpec,
    private readonly sink: ParsedHashSink,
    /** The 5 hex digits of a {PREFIX}.txt file; the lines then hold suffixes only. */
    private readonly prefix?: string,
  ) {
    this.hash = new Uint8Array(spec.hashBytes);
    this.hexDigits = prefix === undefined ? spec.hashBytes * 2 : spec.suffixHexDigits;
    const other = spec.mode === 'sha1' ? HASH_MODES.ntlm : HASH_MODES.sha1;
    this.otherHexDigits = prefix === undefined ? other.hashBytes * 2 : other.suffixHexDigits;
    this.prefixNibbles =
      prefix === undefined
        ? undefined
        : Array.from(prefix, (digit) => HEX_VALUES[digit.charCodeAt(0)] ?? 0);
  }

  push(chunk: Buffer): void {
    let start = 0;
    if (this.carry) {
      // Only the line split across chunks is joined; copying whole 4 MiB chunks would dominate.
      const end = chunk.indexOf(LF);
      if (end < 0) {
        this.carry = Buffer.concat([this.carry, chunk]);
        return;
      }
      const line = Buffer.concat([this.carry, chunk.subarray(0, end)]);
      this.carry = undefined;
      this.parseLine(line, 0, line.length);
      start = end + 1;
    }
    for (;;) {
      const end = chunk.indexOf(LF, start);
      if (end < 0) break;
      this.parseLine(chunk, start, end);
      start = end + 1;
    }
    if (start < chunk.length) this.carry = Buffer.from(chunk.subarray(start));
  }

  /** Parses a last line that had no line break. */
  end(): void {
    if (this.carry) this.parseLine(this.carry, 0, this.carry.length);
    this.carry = undefined;
  }

  private parseLine(data: Buffer, start: number, lineEnd: number): void {
    const end = lineEnd > start && data[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
    if (end === start) return;
    this.lines += 1;
    const colon = start + this.hexDigits;
    if (colon >= end || data[colon] !== COLON) {
      const found = data.indexOf(COLON, start);
      if (found < 0 || found >= end) this.sink.malformed('count');
      else if (found - start === this.otherHexDigits && isHexRun(data, start, found))
        this.sink.malformed('other hash type');
      else this.sink.malformed('hash length');
      return;
    }
    const isHex = this.prefixNibbles
      ? this.decodeSuffix(data, start)
      : this.decodeWhole(data, start);
    if (!isHex) {
      this.sink.malformed('not hex');
      return;
    }
    const count = parseCount(data, colon + 1, end);
    if (count === undefined) this.sink.malformed('count');
    else this.sink.hash(this.hash, count);
  }

  // Both decoders read two hex digits at a time and OR the results together: HEX_PAIR_VALUES is
  // 0xffff for a pair with a non-hex byte, so one test at the end catches any bad digit.
  private decodeWhole(data: Buffer, start: number): boolean {
    let seen = 0;
    for (let byte = 0; byte < this.hash.length; byte += 1) {
      const at = start + 2 * byte;
      const value = HEX_PAIR_VALUES[((data[at] ?? 0) << 8) | (data[at + 1] ?? 0)] ?? 0xffff;
      seen |= value;
      this.hash[byte] = value & 0xff;
    }
    return (seen & 0xff00) === 0;
  }

  private decodeSuffix(data: Buffer, start: number): boolean {
    const prefix = this.prefixNibbles ?? [];
    const first = HEX_VALUES[data[start] ?? 0] ?? 255;
    let seen = first === 255 ? 0xffff : 0;
    this.hash[0] = ((prefix[0] ?? 0) << 4) | (prefix[1] ?? 0);
    this.hash[1] = ((prefix[2] ?? 0) << 4) | (prefix[3] ?? 0);
    this.hash[2] = ((prefix[4] ?? 0) << 4) | (first & 0x0f);
    for (let byte = 3; byte < this.hash.length; byte += 1) {
      const at = start + 2 * byte - 5;
      const value = HEX_PAIR_VALUES[((data[at] ?? 0) << 8) | (data[at + 1] ?? 0)] ?? 0xffff;
      seen |= value;
      this.hash[byte] = value & 0xff;
    }
    return (seen & 0xff00) === 0;
  }
}

/** The byte two ASCII hex digits spell (either case), indexed by (first << 8) | second; else 0xffff. */
const HEX_PAIR_VALUES = (() => {
  const values = new Uint16Array(65536).fill(0xffff);
  for (let first = 0; first < 256; first += 1) {
    const high = HEX_VALUES[first] ?? 255;
    if (high === 255) continue;
    for (let second = 0; second < 256; second += 1) {
      const low = HEX_VALUES[second] ?? 255;
      if (low !== 255) values[(first << 8) | second] = (high << 4) | low;
    }
  }
  return values;
})();

function isHexRun(data: Buffer, start: number, end: number): boolean {
  for (let offset = start; offset < end; offset += 1)
    if ((HEX_VALUES[data[offset] ?? 0] ?? 255) === 255) return false;
  return true;
}

function parseCount(data: Buffer, start: number, end: number): number | undefined {
  if (end <= start || end - start > MAX_COUNT_DIGITS) return undefined;
  let count = 0;
  for (let offset = start; offset < end; offset += 1) {
    const byte = data[offset] ?? 0;
    if (byte < ZERO || byte > NINE) return undefined;
    count = count * 10 + (byte - ZERO);
  }
  return count >= 1 && count <= MAX_COUNT ? count : undefined;
}
