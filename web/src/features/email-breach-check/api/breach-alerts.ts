import type { AlertSettings } from '@bulwark/contracts/schemas/monitored-address.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'breach-alerts', the collection new alerts announce themselves with (live badge). */
export function breachAlertsQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('breach-alerts', 'list'),
    queryFn: ({ signal }) => callFunction('emailBreachCheck.listAlerts', {}, { signal }),
  });
}

export function useBreachAlerts() {
  return useQuery(breachAlertsQueryOptions());
}

export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callFunction('emailBreachCheck.markAlertsRead', ids ? { ids } : {}),
    onSuccess: (list) => queryClient.setQueryData(breachAlertsQueryOptions().queryKey, list),
  });
}

export function alertSettingsQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('breach-alerts', 'settings'),
    queryFn: ({ signal }) => callFunction('emailBreachCheck.getAlertSettings', {}, { signal }),
  });
}

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions());
}

export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AlertSettings) =>
      callFunction('emailBreachCheck.updateAlertSettings', settings),
    onSuccess: (settings) =>
      queryClient.setQueryData(alertSettingsQueryOptions().queryKey, settings),
  });
}
