import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'exposure-summary': the trigger that recomputes it announces the change. */
export function exposureSummaryQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('exposure-summary'),
    queryFn: ({ signal }) => callFunction('savedBreaches.getExposureSummary', {}, { signal }),
  });
}

export function useExposureSummary() {
  return useQuery(exposureSummaryQueryOptions());
}
