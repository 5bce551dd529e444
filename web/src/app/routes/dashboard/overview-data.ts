import type { QueryClient } from '@tanstack/react-query';
import { articleProgressQueryOptions } from '@/features/articles/api/get-article-progress';
import { breachDataStatusQueryOptions } from '@/features/email-breach-check/api/get-breach-data-status';
import { monitoredAddressesQueryOptions } from '@/features/email-breach-check/api/monitored-addresses';
import { passwordChecksQueryOptions } from '@/features/password-strength/api/password-checks';
import { riskHistoryQueryOptions } from '@/features/risk-assessment/api/get-risk-history';
import { riskOverviewQueryOptions } from '@/features/risk-assessment/api/get-risk-overview';
import { savedBreachesQueryOptions } from '@/features/saved-breaches/api/get-saved-breaches';

/**
 * What the overview's headline, checklist and cards read, beyond the frame's own
 * (dashboard-layout-data.ts). `route-data.test.tsx` fails if the page reads anything else.
 */
export function prefetchOverview(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(breachDataStatusQueryOptions());
  void queryClient.prefetchQuery(monitoredAddressesQueryOptions());
  void queryClient.prefetchQuery(savedBreachesQueryOptions());
  void queryClient.prefetchQuery(riskOverviewQueryOptions());
  void queryClient.prefetchQuery(riskHistoryQueryOptions());
  void queryClient.prefetchQuery(passwordChecksQueryOptions());
  void queryClient.prefetchQuery(articleProgressQueryOptions());
}
