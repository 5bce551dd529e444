import type { BreachRange } from '@bulwark/contracts/schemas/breach.schema';
import type { AppServices, SessionUser } from '@/platform/context';
import { breachLabels } from '@/features/breach-catalog/breach-catalog.service';
import { sharedRangeLookup } from './range-lookup';
import { findOwnedHashes } from '@/features/monitored-addresses/monitored-addresses.service';

/**
 * Answers a k-anonymity range: every indexed hash that starts with the 6 hex characters, with
 * its breaches. The caller finishes the match, so the server never learns which address was
 * checked. Sensitive breaches are included only for the hashes of addresses the caller has
 * proven to own (the account address and verified monitored ones), which the server knows anyway.
 */
export async function answerRange(
  services: AppServices,
  user: SessionUser,
  prefixHex: string,
): Promise<BreachRange> {
  const prefix = prefixHex.toUpperCase();
  // The index is public reference data: read on the shared connection, no per-user transaction,
  // together with the prefixes other requests ask at the same time.
  const hits = await sharedRangeLookup(services.db)(prefix);
  const labels = await breachLabels(
    services,
    hits.map((hit) => hit.breachId),
  );
  const sensitive = hits.some((hit) => labels.get(hit.breachId)?.isSensitive);
  const owned = sensitive ? await findOwnedHashes(services.db, user) : new Set<string>();
  const entries = new Map<string, string[]>();
  for (const hit of hits) {
    const label = labels.get(hit.breachId);
    if (!label || (label.isSensitive && !owned.has(hit.hashHex))) continue;
    const suffix = hit.hashHex.slice(prefix.length);
    entries.set(suffix, [...(entries.get(suffix) ?? []), label.name]);
  }
  for (const names of entries.values()) names.sort((a, b) => a.localeCompare(b));
  return { prefix, entries: [...entries].map(([suffix, breaches]) => ({ suffix, breaches })) };
}
