import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';

export function breachDataStatusQueryOptions() {
  return queryOptions({
    queryKey: ['email-breach-check', 'status'],
    queryFn: ({ signal }) => callFunction('emailBreachCheck.status', {}, { signal }),
  });
}

export function useBreachDataStatus() {
  return useQuery(breachDataStatusQueryOptions());
}
