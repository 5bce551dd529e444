import { MAX_RECORD_EXTRA_BYTES, RecordEncoder } from './record-codec';
import { SPILL_GROUPS, type SpillFiles } from './spill-files';
import type { StoreWriter } from './store-writer';

const PREFIXES_PER_GROUP_BITS = 12;

/**
 * The second pass of an ingest: each spill group in turn is sorted (if the input was not),
 * de-duplicated (a hash listed twice keeps its larger count) and encoded into the store's
 * buckets. Returns how many duplicate lines were dropped.
 */
export function buildStoreFromSpills(
  spill: SpillFiles,
  writer: StoreWriter,
  onGroup: (groupsDone: number) => void,
): number {
  let duplicates = 0;
  for (let group = 0; group < SPILL_GROUPS; group += 1) {
    duplicates += buildGroup(spill, writer, group);
    spill.removeGroup(group);
    onGroup(group + 1);
  }
  return duplicates;
}

function buildGroup(spill: SpillFiles, writer: StoreWriter, group: number): number {
  const { spec, recordBytes } = spill;
  const records = spill.readGroup(group);
  const total = records.length / recordBytes;
  if (total === 0) return 0;
  const keyBytes = spec.hashBytes - 1;
  const order = sortedOrder(records, total, recordBytes, keyBytes);
  const startOf = (rank: number) => (order ? (order[rank] ?? 0) : rank) * recordBytes;
  const encoder = new RecordEncoder(
    spec,
    Buffer.allocUnsafe(total * (spec.suffixBytes + MAX_RECORD_EXTRA_BYTES)),
  );
  const bucket = { prefix: -1, start: 0, records: 0 };
  let duplicates = 0;
  for (let rank = 0; rank < total; rank += 1) {
    const at = startOf(rank);
    let count = records.readUInt32LE(at + keyBytes);
    // Equal neighbours after sorting are the same hash: keep one, with the larger count.
    while (rank + 1 < total && compareKeys(records, at, startOf(rank + 1), keyBytes) === 0) {
      rank += 1;
      duplicates += 1;
      count = Math.max(count, records.readUInt32LE(startOf(rank) + keyBytes));
    }
    const prefix =
      (group << PREFIXES_PER_GROUP_BITS) |
      ((records[at] ?? 0) << 4) |
      ((records[at + 1] ?? 0) >> 4);
    if (prefix !== bucket.prefix) {
      flushBucket(writer, encoder, bucket);
      bucket.prefix = prefix;
      bucket.start = encoder.offset;
    }
    // The spill record lacks the hash's first byte, so it is read as if it started one byte earlier.
    encoder.write(records, at - 1, count);
    bucket.records += 1;
  }
  flushBucket(writer, encoder, bucket);
  return duplicates;
}

function flushBucket(
  writer: StoreWriter,
  encoder: RecordEncoder,
  bucket: { prefix: number; start: number; records: number },
): void {
  if (bucket.prefix < 0 || bucket.records === 0) return;
  writer.append(bucket.prefix, encoder.out.subarray(bucket.start, encoder.offset), bucket.records);
  bucket.records = 0;
}

/** Null when the records are already in hash order (the downloader's output is), else the order. */
function sortedOrder(
  records: Buffer,
  total: number,
  recordBytes: number,
  keyBytes: number,
): Uint32Array | null {
  let sorted = true;
  for (let index = 1; index < total && sorted; index += 1) {
    sorted = compareKeys(records, (index - 1) * recordBytes, index * recordBytes, keyBytes) <= 0;
  }
  if (sorted) return null;
  const order = Uint32Array.from({ length: total }, (_, index) => index);
  return order.sort((a, b) => compareKeys(records, a * recordBytes, b * recordBytes, keyBytes));
}

function compareKeys(records: Buffer, a: number, b: number, keyBytes: number): number {
  const first = records.readUInt32BE(a);
  const second = records.readUInt32BE(b);
  if (first !== second) return first < second ? -1 : 1;
  return records.compare(records, b + 4, b + keyBytes, a + 4, a + keyBytes);
}
