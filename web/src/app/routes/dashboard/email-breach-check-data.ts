import type { QueryClient } from '@tanstack/react-query';
import { alertSettingsQueryOptions } from '@/features/email-breach-check/api/breach-alerts';
import { breachDataStatusQueryOptions } from '@/features/email-breach-check/api/get-breach-data-status';
import { monitoredAddressesQueryOptions } from '@/features/email-breach-check/api/monitored-addresses';

/** What the breach check reads, beyond the frame's own (dashboard-layout-data.ts). */
export function prefetchEmailBreachCheck(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(breachDataStatusQueryOptions());
  void queryClient.prefetchQuery(monitoredAddressesQueryOptions());
  void queryClient.prefetchQuery(alertSettingsQueryOptions());
}
