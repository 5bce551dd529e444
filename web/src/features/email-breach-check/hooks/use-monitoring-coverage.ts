import type { BreachDataStatus } from '@bulwark/contracts/schemas/breach.schema';
import type { MonitoredAddress } from '@bulwark/contracts/schemas/monitored-address.schema';
import { useQuery } from '@tanstack/react-query';
import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import { useBreachDataStatus } from '../api/get-breach-data-status';
import { monitoredAddressesQueryOptions } from '../api/monitored-addresses';
import { maskEmail } from '../lib/mask-email';

/**
 * While an address waits for its first check, ask again this often: the check runs as a job
 * moments after the address is verified, and the list may not announce its end on the stream.
 */
const CHECKING_POLL_MS = 5_000;

/** Whether this server can search breach data for an address at all (a default install cannot). */
export function hasBreachData(status: BreachDataStatus): boolean {
  return status.indexedBreachCount > 0 || status.hibpConfigured;
}

function isAwaitingFirstCheck(address: MonitoredAddress): boolean {
  return address.verifiedAt !== null && address.lastCheckedAt === null;
}

/** The coverage, from the data status and the addresses; pure, so each state is easy to test. */
export function describeCoverage(
  status: BreachDataStatus | undefined,
  addresses: MonitoredAddress[] | undefined,
): MonitoringCoverage {
  if (!status || !addresses) return { state: 'loading' };
  if (!hasBreachData(status)) return { state: 'no-breach-data' };
  const verified = addresses.filter((address) => address.verifiedAt !== null);
  // The account address comes first, so the headline names the address the person knows best.
  const byAccountFirst = [...verified].sort(
    (a, b) => Number(b.isAccountAddress) - Number(a.isAccountAddress),
  );
  const unchecked = byAccountFirst.filter(isAwaitingFirstCheck);
  const [firstUnchecked] = unchecked;
  if (firstUnchecked) {
    return {
      state: 'checking',
      maskedAddress: maskEmail(firstUnchecked.email),
      uncheckedCount: unchecked.length,
    };
  }
  const [first] = byAccountFirst;
  const lastCheckedAt = verified
    .map((address) => address.lastCheckedAt ?? '')
    .reduce((latest, value) => (value > latest ? value : latest), '');
  if (!first || !lastCheckedAt) return { state: 'unknown' };
  return {
    state: 'checked',
    addressCount: verified.length,
    maskedAddress: maskEmail(first.email),
    lastCheckedAt,
  };
}

/**
 * How far the monitoring has looked at the person's verified addresses, live: the address list
 * refreshes on its change events and, while a first check is under way, every few seconds.
 */
export function useMonitoringCoverage(): MonitoringCoverage {
  const status = useBreachDataStatus();
  const addresses = useQuery({
    ...monitoredAddressesQueryOptions(),
    refetchInterval: (query) =>
      status.data && hasBreachData(status.data) && query.state.data?.some(isAwaitingFirstCheck)
        ? CHECKING_POLL_MS
        : false,
  });
  if (status.isError || addresses.isError) return { state: 'unknown' };
  return describeCoverage(status.data, addresses.data);
}
