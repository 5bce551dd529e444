import type { BreachDetail } from '@bulwark/contracts/schemas/breach.schema';
import type { AppServices } from '@/platform/context';
import { hashEmail } from '@/lib/email-hash';
import {
  type HibpBreach,
  findBreachDetail,
  findBreachesByIds,
  findLatestBreach,
  listBreachDetails,
  listDataClasses,
  toHibpBreach,
  whenCatalogReady,
} from '@/features/breach-catalog/breach-catalog.service';
import { findHashes } from '@/features/breach-index/breach-index.service';

/** The read side of Bulwark's HIBP API v3 twin, on the local catalog and index. */
export async function listBreachesForApi(
  services: AppServices,
  filter: { domain?: string | undefined; isSpamList?: boolean | undefined },
): Promise<HibpBreach[]> {
  await whenCatalogReady(services);
  const breaches = await listBreachDetails(services.db, { domain: filter.domain });
  return breaches
    .filter((breach) => filter.isSpamList === undefined || breach.isSpamList === filter.isSpamList)
    .map(toHibpBreach);
}

export async function getBreachForApi(
  services: AppServices,
  name: string,
): Promise<HibpBreach | undefined> {
  await whenCatalogReady(services);
  const found = await findBreachDetail(services.db, name);
  return found ? toHibpBreach(found) : undefined;
}

export async function latestBreachForApi(services: AppServices): Promise<HibpBreach | undefined> {
  await whenCatalogReady(services);
  const found = await findLatestBreach(services.db);
  return found ? toHibpBreach(found) : undefined;
}

export async function dataClassesForApi(services: AppServices): Promise<string[]> {
  await whenCatalogReady(services);
  return listDataClasses(services.db);
}

export interface BreachedAccountOptions {
  truncate: boolean;
  includeUnverified: boolean;
  domain: string | undefined;
}

/**
 * The breaches of one address in the local index, filtered as HIBP filters `breachedaccount`:
 * sensitive and retired breaches are never returned through the API (HIBP shows sensitive ones
 * only to the address's verified owner), unverified ones only when asked. Null: not found.
 */
export async function breachedAccountForApi(
  services: AppServices,
  email: string,
  options: BreachedAccountOptions,
): Promise<HibpBreach[] | Pick<HibpBreach, 'Name'>[] | null> {
  await whenCatalogReady(services);
  const hits = await findHashes(services.db, [hashEmail(email)]);
  const summaries = await findBreachesByIds(
    services.db,
    hits.map((hit) => hit.breachId),
  );
  const visible = summaries
    .filter((breach) => !breach.isSensitive && !breach.isRetired)
    .filter((breach) => options.includeUnverified || breach.isVerified)
    .filter(
      (breach) => !options.domain || breach.domain.toLowerCase() === options.domain.toLowerCase(),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  if (visible.length === 0) return null;
  if (options.truncate) return visible.map((breach) => ({ Name: breach.name }));
  const details = await Promise.all(
    visible.map((breach) => findBreachDetail(services.db, breach.name)),
  );
  return details.filter((detail): detail is BreachDetail => detail !== undefined).map(toHibpBreach);
}
