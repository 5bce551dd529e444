import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateId } from '@bulwark/contracts/ids';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { type BreachFile, IngestError, openBreachFiles } from './breach-file-reader';
import { type Batches, type Tally, emptyInvalid, hashBatches } from './breach-line-hashes';
import {
  HASH_BYTES,
  createStagingTable,
  mergeStagedHashes,
  refreshIndexStatistics,
  stageHashes,
} from './email-index.repository';
import type { InvalidKind } from './email-line-parser';
import {
  HibpBreachSchema,
  type IndexedBreach,
  STATE_INDEXED_ADDRESSES,
  STATE_INDEXED_BREACHES,
  STATE_INDEX_UPDATED,
  findBreachesByNames,
  fromHibpBreach,
  upsertBreaches,
  whenCatalogReady,
  writeDataState,
} from '@/features/breach-catalog/breach-catalog.service';
import { SYSTEM_USER_ID, recordChange } from '@/platform/changes';
import { inDatabaseTransaction } from '@/db/transaction';
import { INGEST_COLLECTION } from './breach-index.service';
import {
  countIndexedBreaches,
  countIndexedEntries,
  insertIngestRecord,
} from './breach-ingest.repository';

export { IngestError };

/**
 * Hashes per staging statement: 5 MB travelling as one parameter. Memory stays flat: at most
 * IN_FLIGHT + 1 batches exist at once.
 */
const DEFAULT_BATCH = 250_000;
/** Batches being staged while the next is parsed: the database works while Node hashes. */
const IN_FLIGHT = 2;
/**
 * Hashes merged per transaction. Each round stages its hashes, then merges them into the index in
 * one pass in key order; a larger input merges in several rounds, so the temporary table and the
 * merge's sort files stay bounded (about 2 GB) and a crash loses at most the round in progress,
 * which re-running the same files restores.
 */
const DEFAULT_ROUND = 25_000_000;

export interface IngestProgress {
  /** Reading the files, or merging what was read into the index (one statement, no progress). */
  phase: 'reading' | 'merging';
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
  /** Things the operator asked for that were not done, e.g. --meta for an HIBP catalog breach. */
  warnings: string[];
}

export interface IngestOptions {
  breachName: string;
  metaFile?: string | undefined;
  files: string[];
  onProgress?: (progress: IngestProgress) => void;
  batchSize?: number;
  roundSize?: number;
}

type IngestServices = Pick<AppServices, 'db' | 'logger' | 'clock'>;

async function readMeta(metaFile: string, breachName: string) {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(metaFile, 'utf8'));
  } catch (error) {
    throw new IngestError(
      `Cannot read --meta ${metaFile}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const withName = typeof json === 'object' && json !== null ? { Name: breachName, ...json } : json;
  const parsed = HibpBreachSchema.safeParse(withName);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IngestError(
      `--meta ${metaFile} is not a breach description: ${issue?.path.join('.')} ${issue?.message}`,
    );
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

/**
 * Stages `first` and the batches after it until the round is full, keeping IN_FLIGHT statements
 * queued while the next batch is parsed; returns what comes after the round.
 */
async function stageRound(tx: AppDb, first: Buffer, batches: Batches, roundSize: number) {
  const pending: Promise<void>[] = [];
  let staged = 0;
  let next: IteratorResult<Buffer, void> = { done: false, value: first };
  try {
    while (!next.done && staged < roundSize) {
      const staging = stageHashes(tx, next.value);
      // Awaited below; a failure meanwhile must not count as an unhandled rejection.
      staging.catch(() => undefined);
      pending.push(staging);
      staged += next.value.length / HASH_BYTES;
      if (pending.length >= IN_FLIGHT) await pending.shift();
      next = await batches.next();
    }
    await Promise.all(pending);
    return next;
  } catch (error) {
    await Promise.allSettled(pending);
    throw error;
  }
}

/** Stages and merges every batch, a round (one transaction) at a time; returns how many were new. */
async function writeRounds(
  services: IngestServices,
  breachId: number,
  batches: Batches,
  options: { roundSize: number; onMerge: () => void },
): Promise<number> {
  let inserted = 0;
  let next = await batches.next();
  while (!next.done) {
    const first = next.value;
    const round = await inDatabaseTransaction(services.db, async (tx) => {
      await createStagingTable(tx);
      const following = await stageRound(tx, first, batches, options.roundSize);
      options.onMerge();
      return { added: await mergeStagedHashes(tx, breachId), following };
    });
    inserted += round.added;
    next = round.following;
  }
  return inserted;
}

/**
 * Reads breach files into the email index: normalises and hashes every address (the address is
 * never stored), deduplicates and stores hash → breach. Everything that can stop the run (an
 * unreadable file, an unknown breach without --meta, a bad --meta) is checked before the first
 * write; a bad line is counted and skipped. Running the same files again changes nothing.
 */
export async function ingestBreachFiles(
  services: IngestServices,
  options: IngestOptions,
): Promise<IngestSummary> {
  const startedAt = services.clock.now();
  const started = Date.now();
  await whenCatalogReady(services);
  const files = await openBreachFiles(options.files);
  const { existing, meta } = await resolveBreach(services, options);
  const warnings: string[] = [];
  let createdBreach = false;
  if (meta && existing?.source === 'hibp') {
    // HIBP's entry stays authoritative (the daily catalog refresh would overwrite ours anyway).
    warnings.push(
      `--meta was ignored: "${existing.name}" is in the HIBP catalog, whose entry is kept. The addresses were ingested into it.`,
    );
  } else if (meta) {
    createdBreach = (await upsertBreaches(services.db, [meta])).inserted === 1;
  }
  const [target] = existing
    ? [existing]
    : await findBreachesByNames(services.db, [options.breachName]);
  if (!target) throw new IngestError(`"${options.breachName}" could not be added to the catalog.`);

  const tally: Tally = { lines: 0, valid: 0, blank: 0, invalid: emptyInvalid(), bytesRead: 0 };
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  const progress = (phase: IngestProgress['phase']) => () =>
    options.onProgress?.({
      phase,
      bytesRead: tally.bytesRead,
      totalBytes,
      lines: tally.lines,
      elapsedMs: Date.now() - started,
    });
  const batches = hashBatches(
    files,
    tally,
    progress('reading'),
    options.batchSize ?? DEFAULT_BATCH,
  );
  const inserted = await writeRounds(services, target.id, batches, {
    roundSize: options.roundSize ?? DEFAULT_ROUND,
    onMerge: progress('merging'),
  });
  const elapsedMs = Date.now() - started;
  if (inserted > 0) await refreshIndexStatistics(services.db);

  const changed = inserted > 0 || createdBreach;
  const ingestId = changed
    ? await recordIngest(services, { target, files, tally, inserted, startedAt })
    : null;
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
    warnings,
  };
}

/** Records the run and announces it (in one transaction): the trigger re-checks monitored addresses. */
async function recordIngest(
  services: IngestServices,
  run: {
    target: IndexedBreach;
    files: BreachFile[];
    tally: Tally;
    inserted: number;
    startedAt: Date;
  },
): Promise<string> {
  const { target, files, tally, inserted, startedAt } = run;
  const id = generateId();
  const finishedAt = services.clock.now();
  await inDatabaseTransaction(services.db, async (tx) => {
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
    await writeDataState(tx, STATE_INDEXED_ADDRESSES, String(await countIndexedEntries(tx)));
    await recordChange(tx, {
      userId: SYSTEM_USER_ID,
      collection: INGEST_COLLECTION,
      op: 'insert',
      rowId: id,
    });
  });
  services.logger.info('breach file ingested', { breach: target.name, ingestId: id, inserted });
  return id;
}
