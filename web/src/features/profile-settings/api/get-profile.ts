import { queryOptions, useQuery } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';

export function getProfile(signal?: AbortSignal) {
  return callFunction('profileSettings.get', {}, signal ? { signal } : {});
}

/** Keyed under 'profile-settings', the collection name change events carry. */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: ['profile-settings', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
