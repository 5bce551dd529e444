import {
  type BreachDataStatus,
  BreachDataStatusSchema,
} from '@bulwark/contracts/schemas/breach.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * GET /v1/breach-data/status: what this server can find for an address (the catalog, its own
 * index, HIBP) and how fresh each is. Public, for the About page; signed-in screens use the
 * `emailBreachCheck.status` callable, which answers the same.
 */
async function getPublicBreachDataStatus(signal?: AbortSignal): Promise<BreachDataStatus> {
  const response = await fetch('/v1/breach-data/status', {
    signal: signal ?? null,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Server responded with status ${response.status}`);
  return BreachDataStatusSchema.parse(await response.json());
}

export function publicBreachDataStatusQueryOptions() {
  return queryOptions({
    queryKey: ['email-breach-check', 'public-status'],
    queryFn: ({ signal }) => getPublicBreachDataStatus(signal),
  });
}

export function usePublicBreachDataStatus() {
  return useQuery(publicBreachDataStatusQueryOptions());
}
