import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** The account's events of the last 90 days; a new one (over the event stream) refetches. */
export function securityActivityQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('security-activity'),
    queryFn: ({ signal }) => callFunction('securityActivity.list', {}, { signal }),
  });
}

export function useSecurityActivity() {
  return useQuery(securityActivityQueryOptions());
}
