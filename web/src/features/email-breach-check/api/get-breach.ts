import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';

export function breachQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['email-breach-check', 'breach', name.toLowerCase()],
    queryFn: ({ signal }) => callFunction('emailBreachCheck.getBreach', { name }, { signal }),
    // Catalog entries change at most daily.
    staleTime: 60 * 60 * 1000,
  });
}

export function useBreach(name: string) {
  return useQuery(breachQueryOptions(name));
}
