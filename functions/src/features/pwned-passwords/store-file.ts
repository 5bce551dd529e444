import { HASH_MODES, type HashModeSpec, PREFIX_COUNT } from './hash-mode';

/**
 * One store file per hash mode (sha1.bin, ntlm.bin):
 *
 *   header  64 bytes   magic, format version, hash size, record count, data offset
 *   index   (2^20 + 1) × u64 LE   start of each prefix's bucket, relative to the data; the last
 *                                 entry is the data length, so bucket p is [index[p], index[p+1])
 *   data    the buckets, in prefix order, each a run of records (record-codec.ts) in hash order
 *
 * Finding a prefix is one index lookup and one read: constant time whatever the size. The index
 * costs 8 MiB, 0.08 bytes per hash at 100 million. Nothing in the file depends on when or how it
 * was built, so the same input always gives the same bytes.
 */
export const STORE_MAGIC = 'BWPWND01';
export const STORE_FORMAT_VERSION = 1;
export const HEADER_BYTES = 64;
export const INDEX_ENTRIES = PREFIX_COUNT + 1;
export const INDEX_BYTES = INDEX_ENTRIES * 8;
export const DATA_OFFSET = HEADER_BYTES + INDEX_BYTES;

export interface StoreHeader {
  spec: HashModeSpec;
  recordCount: number;
}

export function encodeHeader({ spec, recordCount }: StoreHeader): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(STORE_MAGIC, 0, 'ascii');
  header.writeUInt32LE(STORE_FORMAT_VERSION, 8);
  header.writeUInt32LE(spec.hashBytes, 12);
  header.writeBigUInt64LE(BigInt(recordCount), 16);
  header.writeBigUInt64LE(BigInt(DATA_OFFSET), 24);
  return header;
}

/** Parses a header, or throws with what is wrong: a reader never guesses at a file it did not write. */
export function decodeHeader(header: Buffer, expected: HashModeSpec): StoreHeader {
  if (header.length < HEADER_BYTES || header.toString('ascii', 0, 8) !== STORE_MAGIC) {
    throw new Error('Not a Bulwark pwned-password store.');
  }
  const version = header.readUInt32LE(8);
  if (version !== STORE_FORMAT_VERSION)
    throw new Error(`Unsupported store format version ${version}.`);
  const hashBytes = header.readUInt32LE(12);
  const spec = Object.values(HASH_MODES).find((candidate) => candidate.hashBytes === hashBytes);
  if (spec !== expected)
    throw new Error(`The store holds ${spec?.mode ?? 'unknown'} hashes, not ${expected.mode}.`);
  if (header.readBigUInt64LE(24) !== BigInt(DATA_OFFSET))
    throw new Error('Unexpected store layout.');
  return { spec, recordCount: Number(header.readBigUInt64LE(16)) };
}
