import { hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateId } from '@bulwark/contracts/ids';
import type { AppServices } from '@/platform/context';
import { recordChange } from '@/platform/changes';
import {
  type IndexedBreach,
  countIndexedBreaches,
  findBreachesByNames,
  upsertBreaches,
  writeDataState,
} from './breach-catalog.repository';
import { STATE_INDEXED_BREACHES, STATE_INDEX_UPDATED, whenCatalogReady } from './breach-catalog.service';
import { type BreachFile, IngestError, openBreachFiles, readBreachLines } from './breach-file-reader';
import { insertIngestRecord } from './breach-ingest.repository';
import { HASH_BYTES, insertHashes, refreshIndexStatistics } from './email-index.repository';
import { INVALID_KINDS, type InvalidKind, type LineFormat, detectFormat, parseLine } from './email-line-parser';
import { HibpBreachSchema, fromHibpBreach } from './hibp-format';

export { IngestError };

/** Collection of the change event an ingest records; its trigger re-checks monitored addresses. */
export const INGEST_COLLECTION = 'breach-ingests';
/** Ingests act for the system, not a user; change events need an owner, and nobody streams this one. */
export const SYSTEM_USER_ID = 'system';

/**
 * Hashes per insert statement (5 MB). Random SHA-1 keys land all over the primary key, so the
 * pages a batch touches grow far slower than the batch: at 10 million rows 250,000 a batch ingests
 * about 1.5 times faster than 50,000. Memory stays flat: at most three batches exist at once.
 */
const DEFAULT_BATCH = 250_000;
/** Batches being written while the next is parsed: the database works while Node hashes. */
const IN_FLIGHT = 2;

export interface IngestProgress {
  bytesRead: number;
  totalBytes: number;
  lines: number;
  elapsedMs: number;
}

export interface IngestSummary {
  breach: string;
  createdBreach: boolean;
  lines: number;
  valid: number;
  inserted: number;
  alreadyPresent: number;
  blank: number;
  invalid: Record<InvalidKind, number>;
  elapsedMs: number;
  /** Time spent afterwards refreshing the index's statistics and visibility map (VACUUM ANALYZE). */
  maintenanceMs: number;
  /** Null when nothing changed, so a second run of the same files records nothing. */
  ingestId: string | null;
}

export interface IngestOptions {
  breachName: string;
  metaFile?: string | undefined;
  files: string[];
  onProgress?: (progress: IngestProgress) => void;
  batchSize?: number;
}

type IngestServices = Pick<AppServices, 'db' | 'logger' | 'clock'>;

async function readMeta(metaFile: string, breachName: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(metaFile, 'utf8'));
  } catch (error) {
    throw new IngestError(`Cannot read --meta ${metaFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const withName = typeof json === 'object' && json !== null ? { Name: breachName, ...json } : json;
  const parsed = HibpBreachSchema.safeParse(withName);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IngestError(`--meta ${metaFile} is not a breach description: ${issue?.path.join('.')} ${issue?.message}`);
  }
  if (parsed.data.Name.toLowerCase() !== breachName.toLowerCase()) {
    throw new IngestError(`--meta describes "${parsed.data.Name}", not "${breachName}".`);
  }
  return fromHibpBreach(parsed.data, 'local');
}

/** The catalog entry to ingest into: an existing one, or a new local one from --meta. */
async function resolveBreach(services: IngestServices, options: IngestOptions) {
  const meta = options.metaFile ? await readMeta(options.metaFile, options.breachName) : undefined;
  const [existing] = await findBreachesByNames(services.db, [options.breachName]);
  if (!existing && !meta) {
    throw new IngestError(
      `"${options.breachName}" is not in the breach catalog. Describe a new local breach with --meta <breach.json>.`,
    );
  }
  return { existing, meta };
}

function emptyInvalid(): Record<InvalidKind, number> {
  return Object.fromEntries(INVALID_KINDS.map((kind) => [kind, 0])) as Record<InvalidKind, number>;
}

/** Packs hashes into batches and writes them, keeping at most IN_FLIGHT batches in the air. */
function createBatchWriter(services: IngestServices, breachId: number, batchSize: number) {
  let packed = Buffer.allocUnsafe(batchSize * HASH_BYTES);
  let count = 0;
  let inserted = 0;
  const inFlight: Promise<void>[] = [];
  async function flush(): Promise<void> {
    if (count === 0) return;
    const batch = packed.subarray(0, count * HASH_BYTES);
    packed = Buffer.allocUnsafe(batchSize * HASH_BYTES);
    count = 0;
    inFlight.push(
      insertHashes(services.db, breachId, batch).then((added) => {
        inserted += added;
      }),
    );
    if (inFlight.length >= IN_FLIGHT) await inFlight.shift();
  }
  return {
    /** True when the batch is full: await `flush()` before adding more. */
    add(hashed: Buffer): boolean {
      hashed.copy(packed, count * HASH_BYTES);
      count += 1;
      return count === batchSize;
    },
    flush,
    async finish(): Promise<number> {
      await flush();
      await Promise.all(inFlight);
      return inserted;
    },
  };
}

interface Tally {
  lines: number;
  valid: number;
  blank: number;
  invalid: Record<InvalidKind, number>;
  bytesRead: number;
}

async function streamFile(
  file: BreachFile,
  writer: ReturnType<typeof createBatchWriter>,
  tally: Tally,
  report: () => void,
): Promise<void> {
  let format: LineFormat | undefined;
  for await (const line of readBreachLines(file, (bytes) => (tally.bytesRead += bytes))) {
    tally.lines += 1;
    if (tally.lines % 100_000 === 0) report();
    if (!format) {
      if (line.trim().length === 0) {
        tally.blank += 1;
        continue;
      }
      const detected = detectFormat(line);
      format = detected.format;
      if (detected.headerConsumed) continue;
    }
    const parsed = parseLine(line, format);
    if ('blank' in parsed) tally.blank += 1;
    else if ('invalid' in parsed) tally.invalid[parsed.invalid] += 1;
    else {
      tally.valid += 1;
      if (writer.add(hash('sha1', parsed.email, 'buffer'))) await writer.flush();
    }
  }
}

/**
 * Reads breach files into the email index: normalises and hashes every address (the address is
 * never stored), deduplicates and stores hash → breach. Everything that can stop the run (an
 * unreadable file, an unknown breach without --meta, a bad --meta) is checked before the first
 * write; a bad line is counted and skipped. Running the same files again changes nothing.
 */
export async function ingestBreachFiles(services: IngestServices, options: IngestOptions): Promise<IngestSummary> {
  const startedAt = services.clock.now();
  const started = Date.now();
  await whenCatalogReady(services);
  const files = await openBreachFiles(options.files);
  const { existing, meta } = await resolveBreach(services, options);
  let createdBreach = false;
  if (meta && existing?.source !== 'hibp') {
    createdBreach = (await upsertBreaches(services.db, [meta])).inserted === 1;
  }
  const [target] = existing ? [existing] : await findBreachesByNames(services.db, [options.breachName]);
  if (!target) throw new IngestError(`"${options.breachName}" could not be added to the catalog.`);

  const tally: Tally = { lines: 0, valid: 0, blank: 0, invalid: emptyInvalid(), bytesRead: 0 };
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const report = () =>
    options.onProgress?.({ bytesRead: tally.bytesRead, totalBytes, lines: tally.lines, elapsedMs: Date.now() - started });
  const writer = createBatchWriter(services, target.id, options.batchSize ?? DEFAULT_BATCH);
  for (const file of files) await streamFile(file, writer, tally, report);
  const inserted = await writer.finish();
  report();
  const elapsedMs = Date.now() - started;
  if (inserted > 0) await refreshIndexStatistics(services.db);

  const changed = inserted > 0 || createdBreach;
  const ingestId = changed ? await recordIngest(services, { target, files, tally, inserted, startedAt }) : null;
  const { bytesRead: _bytes, ...counts } = tally;
  return {
    breach: target.name,
    createdBreach,
    ...counts,
    inserted,
    alreadyPresent: tally.valid - inserted,
    elapsedMs,
    maintenanceMs: Date.now() - started - elapsedMs,
    ingestId,
  };
}

/** Records the run and announces it (in one transaction): the trigger re-checks monitored addresses. */
async function recordIngest(
  services: IngestServices,
  run: { target: IndexedBreach; files: BreachFile[]; tally: Tally; inserted: number; startedAt: Date },
): Promise<string> {
  const { target, files, tally, inserted, startedAt } = run;
  const id = generateId();
  const finishedAt = services.clock.now();
  await services.db.transaction(async (tx) => {
    await insertIngestRecord(tx, {
      id,
      breachId: target.id,
      files: files.map((file) => path.basename(file.path)),
      lines: tally.lines,
      valid: tally.valid,
      inserted,
      alreadyPresent: tally.valid - inserted,
      invalid: tally.invalid,
      startedAt,
      finishedAt,
    });
    await writeDataState(tx, STATE_INDEX_UPDATED, finishedAt.toISOString());
    await writeDataState(tx, STATE_INDEXED_BREACHES, String(await countIndexedBreaches(tx)));
    await recordChange(tx, { userId: SYSTEM_USER_ID, collection: INGEST_COLLECTION, op: 'insert', rowId: id });
  });
  services.logger.info('breach file ingested', { breach: target.name, ingestId: id, inserted });
  return id;
}
