import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/**
 * Keyed under 'risk-assessment', the collection the server's change events carry whenever the
 * answers, the submission, an action state or a live signal behind the score changes.
 */
export function riskOverviewQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('risk-assessment'),
    queryFn: ({ signal }) => callFunction('riskAssessment.getOverview', {}, { signal }),
  });
}

export function useRiskOverview() {
  return useQuery(riskOverviewQueryOptions());
}
