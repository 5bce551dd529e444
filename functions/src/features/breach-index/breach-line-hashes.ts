import { hash } from 'node:crypto';
import { type BreachFile, readBreachLines } from './breach-file-reader';
import { HASH_BYTES } from './email-index.repository';
import {
  INVALID_KINDS,
  type InvalidKind,
  type LineFormat,
  detectFormat,
  parseLine,
} from './email-line-parser';

export function emptyInvalid(): Record<InvalidKind, number> {
  return Object.fromEntries(INVALID_KINDS.map((kind) => [kind, 0])) as Record<InvalidKind, number>;
}

/** What reading the files found, line by line. */
export interface Tally {
  lines: number;
  valid: number;
  blank: number;
  invalid: Record<InvalidKind, number>;
  bytesRead: number;
}

/** Counts one line; returns its address's SHA-1 (the 20 digest bytes as a latin1 string) if valid. */
function hashLine(line: string, file: { format?: LineFormat }, tally: Tally): string | undefined {
  tally.lines += 1;
  if (!file.format) {
    if (line.trim().length === 0) {
      tally.blank += 1;
      return undefined;
    }
    const detected = detectFormat(line);
    file.format = detected.format;
    if (detected.headerConsumed) return undefined;
  }
  const parsed = parseLine(line, file.format);
  if ('blank' in parsed) tally.blank += 1;
  else if ('invalid' in parsed) tally.invalid[parsed.invalid] += 1;
  else {
    tally.valid += 1;
    // 'binary' (latin1: one character per byte) rather than a Buffer: allocating a Buffer per
    // line tripled the cost of hashing.
    return hash('sha1', parsed.email, 'binary');
  }
  return undefined;
}

export type Batches = AsyncGenerator<Buffer, void>;

/** The hashes of every valid address in the files, packed `batchSize` at a time (20 bytes each). */
export async function* hashBatches(
  files: BreachFile[],
  tally: Tally,
  report: () => void,
  batchSize: number,
): Batches {
  let packed = Buffer.allocUnsafe(batchSize * HASH_BYTES);
  let count = 0;
  for (const file of files) {
    const state: { format?: LineFormat } = {};
    for await (const lines of readBreachLines(file, (bytes) => (tally.bytesRead += bytes))) {
      for (const line of lines) {
        const digest = hashLine(line, state, tally);
        if (digest === undefined) continue;
        packed.write(digest, count * HASH_BYTES, HASH_BYTES, 'latin1');
        count += 1;
        if (count < batchSize) continue;
        yield packed;
        packed = Buffer.allocUnsafe(batchSize * HASH_BYTES);
        count = 0;
      }
      report();
    }
  }
  if (count > 0) yield packed.subarray(0, count * HASH_BYTES);
}
