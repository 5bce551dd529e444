import { z } from 'zod';
import type { BreachDetail } from '@bulwark/contracts/schemas/breach.schema';
import snapshot from './data/hibp-breaches.json' with { type: 'json' };
import { HibpBreachSchema, fromHibpBreach } from './hibp-format';

/**
 * The Have I Been Pwned catalog shipped with Bulwark (data/hibp-breaches.json, CC BY 4.0; see
 * data/hibp-breaches.SOURCE.md). Bundled into the server so a fresh install works offline.
 */
export function readCatalogSnapshot(): BreachDetail[] {
  const entries = z.array(HibpBreachSchema).parse(snapshot);
  return entries.map((entry) => fromHibpBreach(entry, 'hibp'));
}

/** Identifies the snapshot: the newest modification in it. A newer Bulwark ships a newer one. */
export function snapshotVersion(entries: BreachDetail[]): string {
  return entries.reduce(
    (newest, entry) => (entry.modifiedDate > newest ? entry.modifiedDate : newest),
    '',
  );
}
