import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/**
 * Keyed under 'risk-history' alone: the server announces each new snapshot on that collection,
 * and the realtime listener invalidates by first key, so every open chart gains the point live.
 */
export function riskHistoryQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('risk-history'),
    queryFn: ({ signal }) => callFunction('riskAssessment.getHistory', {}, { signal }),
  });
}

/** Score snapshots, oldest first. */
export function useRiskHistory() {
  return useQuery(riskHistoryQueryOptions());
}
