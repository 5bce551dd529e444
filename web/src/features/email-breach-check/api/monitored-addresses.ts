import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'monitored-addresses', the collection its change events carry. */
export function monitoredAddressesQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('monitored-addresses', 'list'),
    queryFn: ({ signal }) =>
      callFunction('emailBreachCheck.listMonitoredAddresses', {}, { signal }),
  });
}

export function useMonitoredAddresses() {
  return useQuery(monitoredAddressesQueryOptions());
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: monitoredAddressesQueryOptions().queryKey });
}

export function useAddMonitoredAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (email: string) => callFunction('emailBreachCheck.addMonitoredAddress', { email }),
    meta: { showsOwnError: true },
    onSuccess: invalidate,
  });
}

export function useRemoveMonitoredAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: string) => callFunction('emailBreachCheck.removeMonitoredAddress', { id }),
    onSuccess: invalidate,
  });
}

export function useVerifyMonitoredAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (token: string) =>
      callFunction('emailBreachCheck.verifyMonitoredAddress', { token }),
    meta: { showsOwnError: true },
    onSuccess: invalidate,
  });
}
