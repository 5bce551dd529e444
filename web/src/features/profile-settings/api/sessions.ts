import type { SessionSummary } from '@bulwark/contracts/schemas/profile.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/**
 * Sessions come from our own callables, keyed by id: unlike better-auth's list-sessions they
 * need no fresh sign-in to read and never hand session tokens to page scripts.
 */
export type DeviceSession = SessionSummary;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('profile-settings', 'sessions'),
    queryFn: ({ signal }) => callFunction('profileSettings.listSessions', {}, { signal }),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Ends one other session, or every session but this one; the list refreshes afterwards. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string } | 'others'): Promise<void> => {
      if (target === 'others') await callFunction('profileSettings.revokeOtherSessions', {});
      else await callFunction('profileSettings.revokeSession', { id: target.id });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
