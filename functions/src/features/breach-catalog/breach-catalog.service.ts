import { CallableError } from '@bulwark/contracts/errors';
import type {
  BreachDataStatus,
  BreachDetail,
  BreachSummary,
} from '@bulwark/contracts/schemas/breach.schema';
import type { AppDb } from '@/db/client';
import { describeError } from '@/lib/logger';
import type { AppServices } from '@/platform/context';
import { inDatabaseTransaction } from '@/db/transaction';
import {
  findBreachDetail,
  listBreachLabels,
  lockCatalog,
  readCatalogStatus,
  readCatalogVersion,
  readDataState,
  upsertBreaches,
  writeDataState,
} from './breach-catalog.repository';
import { catalogAt } from './catalog-cache';
import { readCatalogSnapshot, snapshotVersion } from './catalog-snapshot';
import { type HibpBreach, fromHibpBreach } from './hibp-format';
import { type HibpClient, createHibpClient } from './hibp.client';

/**
 * The catalog's public side: the one module other features import (docs/style-guide.md). The
 * catalog's rows reach them through these reads and writes, and HIBP through `hibpClientFor`.
 */
export {
  type BreachFacts,
  type IndexedBreach,
  breachNamesQuery,
  catalogVersionValue,
  dataStateValue,
  findBreachDetail,
  findBreachesByIds,
  findBreachesByNames,
  findLatestBreach,
  listBreachDetails,
  listDataClasses,
  readDataState,
  upsertBreaches,
  writeDataState,
} from './breach-catalog.repository';
export { type CatalogEntries, breachFacts, catalogAt } from './catalog-cache';
export { type HibpBreach, HibpBreachSchema, fromHibpBreach, toHibpBreach } from './hibp-format';

export const STATE_SNAPSHOT = 'catalog-snapshot';
export const STATE_CATALOG_UPDATED = 'catalog-updated-at';
export const STATE_INDEX_UPDATED = 'index-updated-at';
/** How many breaches the index holds addresses of; kept by the ingest (requests cannot read its log). */
export const STATE_INDEXED_BREACHES = 'indexed-breach-count';
/** Written by the ingest, like the breach count: the request role cannot read the ingest records. */
export const STATE_INDEXED_ADDRESSES = 'indexed-address-count';

const loads = new WeakMap<AppDb, Promise<void>>();
const hibpClients = new WeakMap<AppServices, HibpClient>();

/**
 * The process's one HIBP client, shared by the catalog refresh and every address lookup, so a
 * long "retry after" from HIBP is remembered across requests and jobs.
 */
export function hibpClientFor(services: AppServices): HibpClient {
  const existing = hibpClients.get(services);
  if (existing) return existing;
  const client = createHibpClient(services.config.breaches);
  hibpClients.set(services, client);
  return client;
}

/**
 * Loads the shipped catalog into the database the first time a server starts on it, and the
 * newer entries of a newer shipped snapshot after an upgrade. Entries that are already there
 * (refreshed from HIBP, or the operator's local ones) are never lost or downgraded.
 */
async function loadShippedCatalog(
  services: Pick<AppServices, 'db' | 'logger' | 'clock'>,
): Promise<void> {
  const entries = readCatalogSnapshot();
  const version = snapshotVersion(entries);
  await inDatabaseTransaction(services.db, async (tx) => {
    await lockCatalog(tx);
    if ((await readDataState(tx, STATE_SNAPSHOT)) === version) return;
    const result = await upsertBreaches(tx, entries);
    await writeDataState(tx, STATE_SNAPSHOT, version);
    if (!(await readDataState(tx, STATE_CATALOG_UPDATED))) {
      await writeDataState(tx, STATE_CATALOG_UPDATED, version);
    }
    services.logger.info('breach catalog loaded', { version, ...result });
  });
}

/**
 * Resolves once the catalog is in the database. The server awaits it before it runs a job or
 * takes a request; everything that reads the catalog awaits it too. A failed load is retried on
 * next use, which must not be inside a transaction of the same PGlite: the load needs the
 * connection that transaction holds.
 */
export function whenCatalogReady(
  services: Pick<AppServices, 'db' | 'logger' | 'clock'>,
): Promise<void> {
  const existing = loads.get(services.db);
  if (existing) return existing;
  const load = loadShippedCatalog(services).catch((error: unknown) => {
    loads.delete(services.db);
    services.logger.error('breach catalog load failed', describeError(error));
    throw error;
  });
  loads.set(services.db, load);
  return load;
}

/** The request's database and the process services: what catalog reads need. */
export interface BreachContext {
  db: AppDb;
  services: AppServices;
}

/**
 * Catalog entries for these names (unknown names are left out), in the order asked. They come
 * from the process's copy of the catalog (catalog-cache.ts) at the version stored now: one small
 * read instead of each entry's row, which cost the embedded database 2.8 ms a save under load
 * (docs/benchmarks.md).
 */
export async function describeBreaches(
  ctx: BreachContext,
  names: string[],
): Promise<BreachSummary[]> {
  await whenCatalogReady(ctx.services);
  const entries = await catalogAt(ctx.db, ctx.services, await readCatalogVersion(ctx.db));
  const seen = new Set<string>();
  const ordered: BreachSummary[] = [];
  for (const name of names) {
    const summary = entries.find(name);
    if (summary && !seen.has(summary.name)) {
      seen.add(summary.name);
      ordered.push(summary);
    }
  }
  return ordered;
}

export async function getBreach(ctx: BreachContext, name: string): Promise<BreachDetail> {
  await whenCatalogReady(ctx.services);
  const found = await findBreachDetail(ctx.db, name);
  if (!found)
    throw new CallableError('not-found', `There is no breach named "${name}" in the catalog.`);
  return found;
}

export async function getDataStatus(ctx: BreachContext): Promise<BreachDataStatus> {
  await whenCatalogReady(ctx.services);
  const { catalogCount, states } = await readCatalogStatus(ctx.db, [
    STATE_INDEXED_BREACHES,
    STATE_INDEXED_ADDRESSES,
    STATE_CATALOG_UPDATED,
    STATE_INDEX_UPDATED,
  ]);
  return {
    catalogCount,
    catalogUpdatedAt: states[STATE_CATALOG_UPDATED],
    indexedBreachCount: Number(states[STATE_INDEXED_BREACHES] ?? 0),
    indexedAddressCount: Number(states[STATE_INDEXED_ADDRESSES] ?? 0),
    indexUpdatedAt: states[STATE_INDEX_UPDATED],
    hibpConfigured: Boolean(ctx.services.config.breaches.hibpApiKey),
  };
}

/**
 * Whether any source can find a breach for an address: the local index holds some breach (the
 * data state STATE_INDEXED_BREACHES, as read), or HIBP is configured. Without either, "no breach
 * found" means nothing was checked.
 */
export function hasBreachData(
  services: AppServices,
  indexedBreachCount: string | null | undefined,
): boolean {
  if (services.config.breaches.hibpApiKey) return true;
  return Number(indexedBreachCount ?? 0) > 0;
}

/**
 * Brings in new and changed entries from HIBP's public catalog. Local entries and entries HIBP
 * no longer lists are kept: nothing is ever deleted. Throws when HIBP cannot be reached.
 */
export async function refreshCatalogFromHibp(
  services: AppServices,
  listBreaches: () => Promise<HibpBreach[]>,
): Promise<{ inserted: number; updated: number }> {
  await whenCatalogReady(services);
  const entries = (await listBreaches()).map((entry) => fromHibpBreach(entry, 'hibp'));
  return inDatabaseTransaction(services.db, async (tx) => {
    await lockCatalog(tx);
    const result = await upsertBreaches(tx, entries);
    await writeDataState(tx, STATE_CATALOG_UPDATED, services.clock.now().toISOString());
    return result;
  });
}

interface BreachLabel {
  name: string;
  isSensitive: boolean;
}

const labelCaches = new WeakMap<
  AppServices,
  { labels: Map<number, BreachLabel>; loadedAt: number }
>();
/** Catalog changes (a refresh, a new local breach) show up in range answers within this time. */
const LABELS_MAX_AGE_MS = 60_000;

/**
 * Names and sensitivity by index id, kept in memory for the range endpoint so that each request
 * is a single index-only query. Reloaded after a minute, or at once for an id it does not know
 * (a breach ingested since by the command in another process).
 */
export async function breachLabels(
  services: AppServices,
  ids: Iterable<number>,
): Promise<Map<number, BreachLabel>> {
  await whenCatalogReady(services);
  let cache = labelCaches.get(services);
  const stale = !cache || Date.now() - cache.loadedAt > LABELS_MAX_AGE_MS;
  if (stale || [...ids].some((id) => !cache?.labels.has(id))) {
    const labels = new Map(
      (await listBreachLabels(services.db)).map((row) => [
        row.id,
        { name: row.name, isSensitive: row.isSensitive },
      ]),
    );
    cache = { labels, loadedAt: Date.now() };
    labelCaches.set(services, cache);
  }
  return cache?.labels ?? new Map();
}
