import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HASH_MODES, HEX_DIGIT_CODES, type HashMode, PREFIX_COUNT } from './hash-mode';

const OUTPUT_BUFFER_BYTES = 16 * 1024 * 1024;
const LF = 10;
const CR = 13;
const COLON = 58;

export interface SyntheticCorpusOptions {
  /** How many distinct hashes, spread evenly over the 2^20 prefixes. */
  hashes: number;
  /** `file`: one pwnedpasswords.txt ("HASH:COUNT" per line, LF); `directory`: {PREFIX}.txt files (CRLF). */
  format: 'file' | 'directory';
  path: string;
  mode?: HashMode;
  seed?: number;
  onProgress?: (hashesWritten: number) => void;
}

/**
 * Writes a corpus in the PwnedPasswordsDownloader's format: sorted random hashes with a skewed
 * count distribution (mostly 1–14, some in the thousands and millions, as in the real data).
 * Streams bucket by bucket, so 100 million hashes need no more memory than 100.
 */
export function writeSyntheticCorpus(options: SyntheticCorpusOptions): { bytes: number } {
  const spec = HASH_MODES[options.mode ?? 'sha1'];
  const random = createRandom(options.seed ?? 1);
  const out = new CorpusOutput(options);
  const hash = new Uint8Array(spec.hashBytes);
  let written = 0;
  for (let prefix = 0; prefix < PREFIX_COUNT; prefix += 1) {
    const bucketSize =
      Math.floor((options.hashes * (prefix + 1)) / PREFIX_COUNT) -
      Math.floor((options.hashes * prefix) / PREFIX_COUNT);
    out.startBucket(prefix);
    const keys = sortedKeys(bucketSize, random);
    hash[0] = prefix >> 12;
    hash[1] = (prefix >> 4) & 0xff;
    for (const key of keys) {
      // The key is the suffix's first 28 bits, so sorting keys sorts the hashes.
      hash[2] = ((prefix & 0x0f) << 4) | (key >>> 24);
      hash[3] = (key >>> 16) & 0xff;
      hash[4] = (key >>> 8) & 0xff;
      hash[5] = key & 0xff;
      for (let byte = 6; byte < spec.hashBytes; byte += 1) hash[byte] = random() & 0xff;
      out.writeLine(hash, randomCount(random));
    }
    written += keys.length;
    if ((prefix & 0xfff) === 0xfff) options.onProgress?.(written);
  }
  return { bytes: out.close() };
}

/** Downloader-format text (single-file form, SHA-1) for known passwords: test and e2e fixtures. */
export function formatPasswordCorpus(entries: { password: string; count: number }[]): string {
  const lines = entries.map(
    ({ password, count }) =>
      `${createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase()}:${count}`,
  );
  return `${lines.sort().join('\n')}\n`;
}

class CorpusOutput {
  private readonly buffer = Buffer.allocUnsafe(OUTPUT_BUFFER_BYTES);
  private readonly spec;
  private filled = 0;
  private bytes = 0;
  private fd: number | undefined;
  private prefixHex = '';
  private linesInFile = 0;

  constructor(private readonly options: SyntheticCorpusOptions) {
    this.spec = HASH_MODES[options.mode ?? 'sha1'];
    if (options.format === 'file') this.fd = fs.openSync(options.path, 'w');
    else fs.mkdirSync(options.path, { recursive: true });
  }

  startBucket(prefix: number): void {
    if (this.options.format === 'file') return;
    this.closeFile();
    this.prefixHex = prefix.toString(16).toUpperCase().padStart(5, '0');
    this.fd = fs.openSync(path.join(this.options.path, `${this.prefixHex}.txt`), 'w');
    this.linesInFile = 0;
  }

  writeLine(hash: Uint8Array, count: number): void {
    if (this.filled + 64 > this.buffer.length) this.flush();
    const isFile = this.options.format === 'file';
    const buffer = this.buffer;
    let at = this.filled;
    // Range files separate lines with CRLF and end without one, like the API body they copy.
    if (!isFile && this.linesInFile > 0) {
      buffer[at] = CR;
      buffer[at + 1] = LF;
      at += 2;
    }
    for (let digit = isFile ? 0 : 5; digit < this.spec.hashBytes * 2; digit += 1) {
      const byte = hash[digit >> 1] ?? 0;
      buffer[at] = HEX_DIGIT_CODES[digit & 1 ? byte & 0x0f : byte >> 4] ?? 48;
      at += 1;
    }
    buffer[at] = COLON;
    at += 1 + buffer.write(String(count), at + 1, 'ascii');
    if (isFile) {
      buffer[at] = LF;
      at += 1;
    }
    this.filled = at;
    this.linesInFile += 1;
  }

  close(): number {
    this.closeFile();
    return this.bytes;
  }

  private flush(): void {
    if (this.fd !== undefined && this.filled > 0)
      fs.writeSync(this.fd, this.buffer, 0, this.filled);
    this.bytes += this.filled;
    this.filled = 0;
  }

  private closeFile(): void {
    this.flush();
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }
}

/** `size` distinct random 28-bit keys in ascending order (a tie is nudged up by one). */
function sortedKeys(size: number, random: () => number): Uint32Array {
  const keys = new Uint32Array(size);
  // Drawn below 2^28 − size so nudging a tie up can never overflow 28 bits.
  for (let index = 0; index < size; index += 1)
    keys[index] = (random() >>> 4) % (0x1000_0000 - size);
  keys.sort();
  for (let index = 1; index < size; index += 1) {
    if ((keys[index] ?? 0) <= (keys[index - 1] ?? 0)) keys[index] = (keys[index - 1] ?? 0) + 1;
  }
  return keys;
}

/** Heavy-tailed like the real counts: ~60% are 1, most under 15, a few reach millions. */
function randomCount(random: () => number): number {
  const uniform = (random() + 1) / 4294967297;
  return Math.max(1, Math.min(0xffff_ffff, Math.floor(0.6 / uniform ** 1.1)));
}

/** sfc32: a small, fast, seedable generator; the corpus only needs to look random. */
function createRandom(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let warmUp = 0; warmUp < 16; warmUp += 1) next();
  return next;
}
