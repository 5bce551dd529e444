import type { QueryClient } from '@tanstack/react-query';
import { breachAlertsQueryOptions } from '@/features/email-breach-check/api/breach-alerts';
import { profileQueryOptions } from '@/features/profile-settings/api/get-profile';
import { exposureSummaryQueryOptions } from '@/features/saved-breaches/api/get-exposure-summary';

/** What the signed-in frame reads on every page: the account menu, the alerts bell, the nav's counts. */
export function prefetchDashboardLayout(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(profileQueryOptions());
  void queryClient.prefetchQuery(breachAlertsQueryOptions());
  void queryClient.prefetchQuery(exposureSummaryQueryOptions());
}
