import type { CollectionName } from '@bulwark/contracts/contracts';

/**
 * A query key that starts with a change collection's name (contracts): the event stream marks
 * every such query stale when that collection changes (app/listeners/realtime.listener.ts), so
 * the name is checked against the server's rather than typed again.
 */
export function collectionQueryKey<C extends CollectionName, const Parts extends readonly string[]>(
  collection: C,
  ...parts: Parts
): readonly [C, ...Parts] {
  return [collection, ...parts];
}
