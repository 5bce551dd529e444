import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

export function getProfile(signal?: AbortSignal) {
  return callFunction('profileSettings.get', {}, signal ? { signal } : {});
}

/** Keyed under 'profile-settings', the collection name change events carry. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('profile-settings', 'profile'),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
