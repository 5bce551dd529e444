import { useBreachDataStatus } from '@/features/email-breach-check/api/get-breach-data-status';
import { useMonitoredAddresses } from '@/features/email-breach-check/api/monitored-addresses';
import { hasBreachData } from '@/features/email-breach-check/hooks/use-monitoring-coverage';
import { usePasswordChecks } from '@/features/password-strength/api/password-checks';
import { useRiskOverview } from '@/features/risk-assessment/api/get-risk-overview';
import { selectSessionUser } from '@/lib/session/session.slice';
import { useAppSelector } from '../../../hooks';
import type { ChecklistFacts } from './first-run-items';

export type ChecklistFactsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; facts: ChecklistFacts };

/**
 * The checklist's facts from the queries the rest of the dashboard already runs, so every tick
 * is live: each query refetches on its collection's change events.
 */
export function useChecklistFacts(): ChecklistFactsState {
  const user = useAppSelector(selectSessionUser);
  const status = useBreachDataStatus();
  const addresses = useMonitoredAddresses();
  const risk = useRiskOverview();
  const checks = usePasswordChecks();
  const queries = [status, addresses, risk, checks];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => queries.forEach((query) => void query.refetch()),
    };
  }
  if (!status.data || !addresses.data || !risk.data || !checks.data) return { status: 'loading' };
  const account = addresses.data.find((address) => address.isAccountAddress);
  return {
    status: 'ready',
    facts: {
      emailVerified: user?.emailVerified ?? false,
      hasBreachData: hasBreachData(status.data),
      accountAddressCheckedAt: account?.lastCheckedAt ?? null,
      twoFactorOn: risk.data.observed.twoFactor !== 'none',
      assessmentTaken: risk.data.latest !== null,
      passwordChecked: checks.data.length > 0,
    },
  };
}
