import { BreachDataStatusSchema } from '@bulwark/contracts/schemas/breach.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

/**
 * GET /v1/breach-data/status: what this server can find for an address (the catalog, its own
 * index, HIBP) and how fresh each is. Public (counts and dates only), so the About page can tell
 * visitors before they sign in; the signed-in screens read the same answer.
 */
export function breachDataStatusQueryOptions() {
  return queryOptions({
    queryKey: ['email-breach-check', 'status'],
    queryFn: ({ signal }) => getJson('/v1/breach-data/status', BreachDataStatusSchema, { signal }),
  });
}

export function useBreachDataStatus() {
  return useQuery(breachDataStatusQueryOptions());
}
