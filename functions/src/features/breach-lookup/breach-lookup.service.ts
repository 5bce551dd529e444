import {
  type BreachMatch,
  type BreachSource,
  type BreachSummary,
  type EmailCheckResult,
  type SourceReport,
  isHiddenByDefault,
} from '@bulwark/contracts/schemas/breach.schema';
import type { AppDb } from '@/db/client';
import type { AppServices } from '@/platform/context';
import { hashEmail } from '@/lib/email-hash';
import {
  STATE_INDEX_UPDATED,
  findBreachesByIds,
  findBreachesByNames,
  fromHibpBreach,
  hibpClientFor,
  readDataState,
  whenCatalogReady,
} from '@/features/breach-catalog/breach-catalog.service';
import { findHashes } from '@/features/breach-index/breach-index.service';

/** All sources' matches for one address, merged by breach name, before visibility rules. */
export interface SourceLookup {
  matches: BreachMatch[];
  sources: SourceReport[];
}

async function lookUpLocal(
  db: AppDb,
  email: string,
): Promise<{ breaches: BreachSummary[]; report: SourceReport }> {
  const hits = await findHashes(db, [hashEmail(email)]);
  const found = await findBreachesByIds(
    db,
    hits.map((hit) => hit.breachId),
  );
  const dataUpdatedAt = (await readDataState(db, STATE_INDEX_UPDATED)) ?? null;
  return {
    breaches: found.map(({ id: _id, ...summary }) => summary),
    report: { source: 'local', status: 'ok', dataUpdatedAt },
  };
}

async function lookUpHibp(
  db: AppDb,
  services: AppServices,
  email: string,
): Promise<{ breaches: BreachSummary[]; report: SourceReport }> {
  if (!services.config.breaches.hibpApiKey)
    return { breaches: [], report: { source: 'hibp', status: 'not-configured' } };
  const result = await hibpClientFor(services).breachedAccount(email);
  if (result.status === 'unavailable') {
    return {
      breaches: [],
      report: { source: 'hibp', status: 'unavailable', detail: result.reason },
    };
  }
  if (result.status === 'not-found')
    return { breaches: [], report: { source: 'hibp', status: 'ok' } };
  // Prefer our catalog's copy of a breach HIBP names; HIBP's own copy for breaches we lack.
  const known = await findBreachesByNames(
    db,
    result.breaches.map((entry) => entry.Name),
  );
  const byName = new Map(
    known.map(({ id: _id, ...summary }) => [summary.name.toLowerCase(), summary]),
  );
  const breaches = result.breaches.map((entry) => {
    const {
      description: _description,
      attribution: _attribution,
      disclosureUrl: _url,
      ...summary
    } = fromHibpBreach(entry, 'hibp');
    return byName.get(entry.Name.toLowerCase()) ?? summary;
  });
  return { breaches, report: { source: 'hibp', status: 'ok' } };
}

/** Asks every source (the local index, then HIBP when configured) and merges by breach name. */
export async function lookUpAllSources(
  db: AppDb,
  services: AppServices,
  email: string,
): Promise<SourceLookup> {
  await whenCatalogReady(services);
  const local = await lookUpLocal(db, email);
  const hibp = await lookUpHibp(db, services, email);
  const merged = new Map<string, BreachMatch>();
  const add = (breaches: BreachSummary[], source: BreachSource) => {
    for (const breach of breaches) {
      const key = breach.name.toLowerCase();
      const match = merged.get(key) ?? { breach, sources: [] };
      if (!match.sources.includes(source)) match.sources.push(source);
      merged.set(key, match);
    }
  };
  add(local.breaches, 'local');
  add(hibp.breaches, 'hibp');
  return { matches: [...merged.values()], sources: [local.report, hibp.report] };
}

/**
 * The visibility rules of a check result: sensitive breaches only for an address the caller
 * has proven to own; retired, fabricated and spam-list breaches only when asked for.
 */
export function presentMatches(
  lookup: SourceLookup,
  options: { ownsAddress: boolean; includeHidden: boolean; checkedAt: Date },
): EmailCheckResult {
  let sensitiveHidden = 0;
  let hiddenByDefault = 0;
  const breaches = lookup.matches.filter(({ breach }) => {
    if (breach.isSensitive && !options.ownsAddress) {
      sensitiveHidden += 1;
      return false;
    }
    if (isHiddenByDefault(breach) && !options.includeHidden) {
      hiddenByDefault += 1;
      return false;
    }
    return true;
  });
  breaches.sort(
    (a, b) =>
      b.breach.breachDate.localeCompare(a.breach.breachDate) ||
      a.breach.name.localeCompare(b.breach.name),
  );
  return {
    checkedAt: options.checkedAt.toISOString(),
    sources: lookup.sources,
    breaches,
    sensitiveHidden,
    hiddenByDefault,
  };
}

/** Seconds HIBP asked us to wait (a long 429); 0 when it may be asked, or is not configured. */
export function hibpBlockedForSeconds(services: AppServices): number {
  return services.config.breaches.hibpApiKey ? hibpClientFor(services).blockedForSeconds() : 0;
}
