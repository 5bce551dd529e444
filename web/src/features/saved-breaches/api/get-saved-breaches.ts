import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'saved-breaches', the collection change events carry: other tabs refetch live. */
export function savedBreachesQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('saved-breaches', 'list'),
    queryFn: ({ signal }) => callFunction('savedBreaches.list', {}, { signal }),
  });
}

export function useSavedBreaches() {
  return useQuery(savedBreachesQueryOptions());
}
