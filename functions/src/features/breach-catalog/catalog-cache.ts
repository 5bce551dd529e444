import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { type BreachFacts, listCatalogAtVersion } from './breach-catalog.repository';

/** Catalog entries by name, any case; unknown names have none. */
export interface CatalogEntries {
  find(name: string): BreachSummary | undefined;
}

interface CatalogCopy {
  version: string | null;
  byName: Map<string, BreachSummary>;
}

/** One copy per database, as the catalog's load is (`whenCatalogReady`). */
const copies = new WeakMap<AppDb, CatalogCopy>();

/** Shared by every answer that names the breach, so nothing may change it in place. */
function frozen(summary: BreachSummary): BreachSummary {
  Object.freeze(summary.dataClasses);
  return Object.freeze(summary);
}

/**
 * The catalog's entries as they stood at `version`: the version a statement read beside the rows
 * that name the breaches (`catalogVersionValue`). A person's list, each of its answers, the
 * overview and every score snapshot name tens of breaches each; on the embedded database building
 * their entries in SQL was a third or more of those statements (docs/benchmarks.md). So the
 * process keeps a copy, read again whenever the version differs: migration 0014's trigger changes
 * it with every write to the catalog, by any code, process or host. The copy is read on `db`, the
 * caller's connection (inside its transaction on PGlite, whose one connection it holds).
 */
export async function catalogAt(
  db: AppDb,
  services: Pick<AppServices, 'db'>,
  version: string | null,
): Promise<CatalogEntries> {
  let copy = copies.get(services.db);
  if (!copy || copy.version !== version) {
    const read = await listCatalogAtVersion(db);
    copy = {
      version: read.version,
      byName: new Map(
        read.summaries.map((summary) => [summary.name.toLowerCase(), frozen(summary)]),
      ),
    };
    copies.set(services.db, copy);
  }
  const { byName } = copy;
  return { find: (name) => byName.get(name.toLowerCase()) };
}

/** What the risk score reads of a catalog entry. */
export function breachFacts(summary: BreachSummary): BreachFacts {
  const { name, title, dataClasses, addedDate, isVerified, isFabricated, isSpamList } = summary;
  return { name, title, dataClasses, addedDate, isVerified, isFabricated, isSpamList };
}
