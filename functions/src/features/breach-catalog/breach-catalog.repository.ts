import { type SQL, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BreachDetail, BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { type AppDb, queryRows } from '@/db/client';
import { breach, breachDataState } from './breach-catalog.table';
import { hibpTimestamp } from './hibp-format';

type BreachRow = typeof breach.$inferSelect;

const summaryColumns = {
  id: breach.id,
  name: breach.name,
  title: breach.title,
  domain: breach.domain,
  breachDate: breach.breachDate,
  addedDate: breach.addedDate,
  modifiedDate: breach.modifiedDate,
  pwnCount: breach.pwnCount,
  logoPath: breach.logoPath,
  dataClasses: breach.dataClasses,
  isVerified: breach.isVerified,
  isFabricated: breach.isFabricated,
  isSensitive: breach.isSensitive,
  isRetired: breach.isRetired,
  isSpamList: breach.isSpamList,
  isMalware: breach.isMalware,
  isSubscriptionFree: breach.isSubscriptionFree,
  isStealerLog: breach.isStealerLog,
  source: breach.source,
};
type SummaryRow = Pick<BreachRow, keyof typeof summaryColumns>;

/** A catalog entry with its numeric id, which the email index stores instead of the name. */
export type IndexedBreach = BreachSummary & { id: number };

/** HIBP's form of what the database keeps otherwise: timestamps to the second, a known source. */
function hibpFields(row: {
  addedDate: Date | string;
  modifiedDate: Date | string;
  source: string;
}) {
  const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());
  return {
    addedDate: hibpTimestamp(iso(row.addedDate)),
    modifiedDate: hibpTimestamp(iso(row.modifiedDate)),
    source: row.source === 'local' ? ('local' as const) : ('hibp' as const),
  };
}

function toSummary(row: SummaryRow): IndexedBreach {
  return { ...row, ...hibpFields(row) };
}

function toDetail(row: BreachRow): BreachDetail {
  const { id: _id, ...summary } = toSummary(row);
  return {
    ...summary,
    description: row.description,
    attribution: row.attribution,
    disclosureUrl: row.disclosureUrl,
  };
}

function toRecord(entry: BreachDetail) {
  return {
    name: entry.name,
    title: entry.title,
    domain: entry.domain,
    breach_date: entry.breachDate,
    added_date: entry.addedDate,
    modified_date: entry.modifiedDate,
    pwn_count: entry.pwnCount,
    description: entry.description,
    logo_path: entry.logoPath,
    attribution: entry.attribution,
    disclosure_url: entry.disclosureUrl,
    data_classes: entry.dataClasses,
    is_verified: entry.isVerified,
    is_fabricated: entry.isFabricated,
    is_sensitive: entry.isSensitive,
    is_retired: entry.isRetired,
    is_spam_list: entry.isSpamList,
    is_malware: entry.isMalware,
    is_subscription_free: entry.isSubscriptionFree,
    is_stealer_log: entry.isStealerLog,
    source: entry.source,
  };
}

/**
 * Inserts new entries and updates those of the same source that changed since (newer
 * ModifiedDate). An entry of the other source is never overwritten: an HIBP refresh cannot
 * replace the operator's local breach of the same name, and a local one cannot replace HIBP's.
 * One statement for the whole batch (jsonb_to_recordset), so loading 955 entries takes one trip.
 */
export async function upsertBreaches(
  db: AppDb,
  entries: BreachDetail[],
): Promise<{ inserted: number; updated: number }> {
  if (entries.length === 0) return { inserted: 0, updated: 0 };
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`insert into breach (name, title, domain, breach_date, added_date, modified_date, pwn_count, description,
          logo_path, attribution, disclosure_url, data_classes, is_verified, is_fabricated, is_sensitive, is_retired,
          is_spam_list, is_malware, is_subscription_free, is_stealer_log, source)
        select name, title, domain, breach_date, added_date, modified_date, pwn_count, description, logo_path,
          attribution, disclosure_url, array(select jsonb_array_elements_text(data_classes)), is_verified,
          is_fabricated, is_sensitive, is_retired, is_spam_list, is_malware, is_subscription_free, is_stealer_log, source
        from jsonb_to_recordset(${JSON.stringify(entries.map(toRecord))}::jsonb) as x(
          name text, title text, domain text, breach_date date, added_date timestamptz, modified_date timestamptz,
          pwn_count bigint, description text, logo_path text, attribution text, disclosure_url text, data_classes jsonb,
          is_verified boolean, is_fabricated boolean, is_sensitive boolean, is_retired boolean, is_spam_list boolean,
          is_malware boolean, is_subscription_free boolean, is_stealer_log boolean, source text)
        on conflict (lower(name)) do update set
          title = excluded.title, domain = excluded.domain, breach_date = excluded.breach_date,
          added_date = excluded.added_date, modified_date = excluded.modified_date, pwn_count = excluded.pwn_count,
          description = excluded.description, logo_path = excluded.logo_path, attribution = excluded.attribution,
          disclosure_url = excluded.disclosure_url, data_classes = excluded.data_classes,
          is_verified = excluded.is_verified, is_fabricated = excluded.is_fabricated,
          is_sensitive = excluded.is_sensitive, is_retired = excluded.is_retired, is_spam_list = excluded.is_spam_list,
          is_malware = excluded.is_malware, is_subscription_free = excluded.is_subscription_free,
          is_stealer_log = excluded.is_stealer_log, updated_at = now()
        where breach.source = excluded.source and breach.modified_date < excluded.modified_date
        returning (xmax = 0) as inserted`,
  );
  const inserted = rows.filter((row) => row.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

export async function findBreachesByNames(db: AppDb, names: string[]): Promise<IndexedBreach[]> {
  if (names.length === 0) return [];
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await db
    .select(summaryColumns)
    .from(breach)
    .where(inArray(sql`lower(${breach.name})`, lowered));
  return rows.map(toSummary);
}

/** The data state that migration 0014's trigger changes on every write to the catalog. */
const STATE_CATALOG_VERSION = 'catalog-version';

/**
 * The catalog's version as a scalar subquery, for a statement whose rows name breaches: read in
 * the same statement, it says which copy of the catalog those names must be looked up in
 * (catalog-cache.ts).
 */
export function catalogVersionValue(): SQL<string | null> {
  return dataStateValue(STATE_CATALOG_VERSION);
}

/** The catalog's version as stored now (`catalogVersionValue`), on its own. */
export async function readCatalogVersion(db: AppDb): Promise<string | null> {
  return (await readDataState(db, STATE_CATALOG_VERSION)) ?? null;
}

/** Every catalog entry and the version they are at, read in one statement. */
export async function listCatalogAtVersion(
  db: AppDb,
): Promise<{ version: string | null; summaries: BreachSummary[] }> {
  const rows = await db.select({ ...summaryColumns, version: catalogVersionValue() }).from(breach);
  const [first] = rows;
  if (!first)
    return { version: (await readDataState(db, STATE_CATALOG_VERSION)) ?? null, summaries: [] };
  return {
    version: first.version,
    summaries: rows.map(({ version: _version, ...row }) => {
      const { id: _id, ...summary } = toSummary(row);
      return summary;
    }),
  };
}

/** What the risk score reads of a breach (ObservedBreach without `resolved`). */
export type BreachFacts = Pick<
  BreachSummary,
  'name' | 'title' | 'dataClasses' | 'addedDate' | 'isVerified' | 'isFabricated' | 'isSpamList'
>;

/** The names of the breaches with these ids (a query of one column), as a query with one `name` column. */
export function breachNamesQuery(ids: SQL): SQL {
  return sql`select ${breach.name} as name from ${breach} where ${breach.id} in (${ids})`;
}

export async function findBreachesByIds(db: AppDb, ids: number[]): Promise<IndexedBreach[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(breach)
    .where(inArray(breach.id, [...new Set(ids)]));
  return rows.map(toSummary);
}

export async function findBreachDetail(db: AppDb, name: string): Promise<BreachDetail | undefined> {
  const [row] = await db
    .select()
    .from(breach)
    .where(eq(sql`lower(${breach.name})`, name.toLowerCase()));
  return row ? toDetail(row) : undefined;
}

export async function listBreachDetails(
  db: AppDb,
  filter: { domain?: string | undefined } = {},
): Promise<BreachDetail[]> {
  const query = db.select().from(breach);
  const filtered = filter.domain
    ? query.where(eq(sql`lower(${breach.domain})`, filter.domain.toLowerCase()))
    : query;
  const rows = await filtered.orderBy(asc(breach.title), asc(breach.name));
  return rows.map(toDetail);
}

export async function findLatestBreach(db: AppDb): Promise<BreachDetail | undefined> {
  const [row] = await db.select().from(breach).orderBy(desc(breach.addedDate)).limit(1);
  return row ? toDetail(row) : undefined;
}

export async function listDataClasses(db: AppDb): Promise<string[]> {
  const rows = await queryRows<{ data_class: string }>(
    db,
    sql`select distinct unnest(data_classes) as data_class from breach`,
  );
  return rows
    .map((row) => row.data_class)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

/**
 * The catalog's size and the given data states, in one statement: the public status is read on
 * every dashboard load, and on PostgreSQL each statement outside a transaction waits for a pooled
 * connection of its own (five such waits under load made it the slowest read of bench:load).
 */
export async function readCatalogStatus<K extends string>(
  db: AppDb,
  keys: readonly K[],
): Promise<{ catalogCount: number; states: Record<K, string | null> }> {
  const [row] = await queryRows<{ catalog_count: number; states: Record<K, string | null> }>(
    db,
    sql`select (select count(*) from ${breach})::int as catalog_count,
      json_build_object(${sql.join(
        keys.map((key) => sql`${key}::text, ${dataStateValue(key)}`),
        sql`, `,
      )}) as states`,
  );
  if (!row) throw new Error('the catalog status statement returned no row');
  return { catalogCount: row.catalog_count, states: row.states };
}

/** `readDataState` as a scalar subquery for another feature's statement (null when unset). */
export function dataStateValue(key: string): SQL<string | null> {
  return sql<
    string | null
  >`(select ${breachDataState.value} from ${breachDataState} where ${breachDataState.key} = ${key})`;
}

export async function readDataState(db: AppDb, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: breachDataState.value })
    .from(breachDataState)
    .where(eq(breachDataState.key, key));
  return row?.value;
}

export async function writeDataState(db: AppDb, key: string, value: string): Promise<void> {
  await db
    .insert(breachDataState)
    .values({ key, value })
    .onConflictDoUpdate({ target: breachDataState.key, set: { value, updatedAt: sql`now()` } });
}

/** Serialises catalog loads when several hosts start at once (transaction-scoped lock). */
export async function lockCatalog(db: AppDb): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(4242003)`);
}

/** Every entry's id, name and sensitivity: the range endpoint's in-memory lookup. */
export async function listBreachLabels(
  db: AppDb,
): Promise<{ id: number; name: string; isSensitive: boolean }[]> {
  return db
    .select({ id: breach.id, name: breach.name, isSensitive: breach.isSensitive })
    .from(breach);
}
