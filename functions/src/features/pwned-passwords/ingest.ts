import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildStoreFromSpills } from './build-store';
import { HASH_MODES, type HashMode, type HashModeSpec } from './hash-mode';
import { IngestInputError, type IngestSource, inspectIngestSource } from './ingest-source';
import { LineParser, type MalformedKind, type ParsedHashSink } from './line-parser';
import { SortedStoreBuilder, InputNotSortedError } from './sorted-store-builder';
import { SPILL_GROUPS, SpillFiles } from './spill-files';
import { StoreWriter } from './store-writer';

const READ_CHUNK_BYTES = 4 * 1024 * 1024;

export interface IngestProgress {
  /** reading: the one pass over sorted input; sorting + building: the two for unsorted input. */
  phase: 'reading' | 'sorting' | 'building';
  /** Units done and in total: bytes (a file), files (a directory) or spill groups (building). */
  done: number;
  total: number;
  lines: number;
}

export interface IngestOptions {
  input: string;
  storeDirectory: string;
  mode: HashMode;
  onProgress?: (progress: IngestProgress) => void;
}

export interface IngestReport {
  mode: HashMode;
  storePath: string;
  lines: number;
  hashes: number;
  malformed: Partial<Record<MalformedKind, number>>;
}

/**
 * Builds the store for one hash mode from the downloader's output, replacing any previous one
 * atomically. The input is checked before anything is written; a bad line is counted, not fatal,
 * but an input without a single valid line is refused and the previous store kept (an empty store
 * put in its place would make every password look unbreached). Sorted input (the downloader's)
 * takes one pass; anything else is read again and sorted.
 */
export async function ingestPwnedPasswords(options: IngestOptions): Promise<IngestReport> {
  const source = await inspectIngestSource(options.input);
  // The store and its spill files are this process's alone, like everything under DATA_DIR.
  fs.mkdirSync(options.storeDirectory, { recursive: true, mode: 0o700 });
  try {
    return await ingestSorted(source, options);
  } catch (error) {
    if (!(error instanceof InputNotSortedError)) throw error;
    return ingestUnsorted(source, options);
  }
}

function malformedCounter() {
  const malformed: Partial<Record<MalformedKind, number>> = {};
  const count = (kind: MalformedKind, times = 1) => {
    if (times > 0) malformed[kind] = (malformed[kind] ?? 0) + times;
  };
  return { malformed, count };
}

/** What to tell someone whose lines are hashes of the other type. */
export function otherHashTypeHint(mode: HashMode): string {
  return mode === 'sha1'
    ? 'These look like NTLM hashes (32 hex digits): add --ntlm.'
    : 'These look like SHA-1 hashes (40 hex digits): leave out --ntlm.';
}

/** Refuses to replace the store when the input held no valid hash line at all. */
function assertSomethingToLoad(
  source: IngestSource,
  spec: HashModeSpec,
  read: { valid: number; lines: number; malformed: Partial<Record<MalformedKind, number>> },
): void {
  const { valid, lines, malformed } = read;
  if (valid > 0) return;
  const kinds = Object.entries(malformed)
    .map(([kind, times]) => `${kind}: ${times}`)
    .join(', ');
  const what = lines === 0 ? 'no lines' : `${lines} lines, none of them a valid HASH:COUNT line`;
  const hint = (malformed['other hash type'] ?? 0) > 0 ? ` ${otherHashTypeHint(spec.mode)}` : '';
  throw new IngestInputError(
    `Nothing to load: ${source.path} has ${what}${kinds ? ` (${kinds})` : ''}.${hint} The store was left as it was.`,
  );
}

async function ingestSorted(source: IngestSource, options: IngestOptions): Promise<IngestReport> {
  const spec = HASH_MODES[options.mode];
  const storePath = path.join(options.storeDirectory, spec.fileName);
  const { malformed, count } = malformedCounter();
  const writer = new StoreWriter(storePath, spec);
  try {
    const builder = new SortedStoreBuilder(spec, writer);
    let valid = 0;
    const sink: ParsedHashSink = {
      hash: (hash, hashCount) => {
        valid += 1;
        builder.add(hash, hashCount);
      },
      malformed: count,
    };
    const lines = await readSource(source, {
      spec,
      sink,
      countMalformed: count,
      phase: 'reading',
      onProgress: options.onProgress,
    });
    builder.finish();
    assertSomethingToLoad(source, spec, { valid, lines, malformed });
    count('duplicate', builder.duplicates);
    writer.commit();
    return { mode: spec.mode, storePath, lines, hashes: writer.records, malformed };
  } catch (error) {
    writer.abort();
    throw error;
  }
}

async function ingestUnsorted(source: IngestSource, options: IngestOptions): Promise<IngestReport> {
  const spec = HASH_MODES[options.mode];
  const storePath = path.join(options.storeDirectory, spec.fileName);
  const { malformed, count } = malformedCounter();
  const workDirectory = path.join(
    options.storeDirectory,
    `.ingest-${randomBytes(6).toString('hex')}`,
  );
  fs.mkdirSync(workDirectory, { mode: 0o700 });
  let writer: StoreWriter | undefined;
  try {
    const spill = new SpillFiles(workDirectory, spec);
    let valid = 0;
    const sink: ParsedHashSink = {
      hash: (hash, hashCount) => {
        valid += 1;
        spill.add(hash, hashCount);
      },
      malformed: count,
    };
    const lines = await readSource(source, {
      spec,
      sink,
      countMalformed: count,
      phase: 'sorting',
      onProgress: options.onProgress,
    });
    spill.finish();
    assertSomethingToLoad(source, spec, { valid, lines, malformed });
    writer = new StoreWriter(storePath, spec);
    const activeWriter = writer;
    const duplicates = buildStoreFromSpills(spill, activeWriter, (groups) =>
      options.onProgress?.({ phase: 'building', done: groups, total: SPILL_GROUPS, lines }),
    );
    count('duplicate', duplicates);
    activeWriter.commit();
    return { mode: spec.mode, storePath, lines, hashes: activeWriter.records, malformed };
  } catch (error) {
    writer?.abort();
    throw error;
  } finally {
    fs.rmSync(workDirectory, { recursive: true, force: true });
  }
}

interface ReadOptions {
  spec: HashModeSpec;
  sink: ParsedHashSink;
  countMalformed: (kind: MalformedKind) => void;
  phase: IngestProgress['phase'];
  onProgress: IngestOptions['onProgress'];
}

async function readSource(source: IngestSource, read: ReadOptions): Promise<number> {
  const { spec, sink, countMalformed, phase, onProgress } = read;
  if (source.kind === 'file') {
    const parser = new LineParser(spec, sink);
    let done = 0;
    for await (const chunk of fs.createReadStream(source.path, {
      highWaterMark: READ_CHUNK_BYTES,
    })) {
      const bytes = chunk as Buffer;
      parser.push(bytes);
      done += bytes.length;
      onProgress?.({ phase, done, total: source.bytes, lines: parser.lines });
    }
    parser.end();
    return parser.lines;
  }
  let lines = 0;
  for (const [index, file] of source.files.entries()) {
    if (file.prefix === undefined) {
      countMalformed('file name');
    } else {
      const parser = new LineParser(spec, sink, file.prefix);
      parser.push(await fs.promises.readFile(file.path));
      parser.end();
      lines += parser.lines;
    }
    onProgress?.({ phase, done: index + 1, total: source.files.length, lines });
  }
  return lines;
}
