import type { BreachDataStatus } from '@bulwark/contracts/schemas/breach.schema';
import type { MonitoredAddress } from '@bulwark/contracts/schemas/monitored-address.schema';
import { expect, test } from 'vitest';
import { describeCoverage } from './use-monitoring-coverage';

const WITH_DATA: BreachDataStatus = {
  catalogCount: 900,
  catalogUpdatedAt: null,
  indexedBreachCount: 2,
  indexedAddressCount: 10,
  indexUpdatedAt: null,
  hibpConfigured: false,
};

function address(email: string, overrides: Partial<MonitoredAddress> = {}): MonitoredAddress {
  return {
    id: email,
    email,
    isAccountAddress: false,
    verifiedAt: '2026-03-01T10:00:00Z',
    lastCheckedAt: '2026-03-01T10:01:00Z',
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

test('a server with no index and no HIBP key has no breach data, whatever the addresses', () => {
  const status = { ...WITH_DATA, indexedBreachCount: 0 };
  expect(describeCoverage(status, [address('nora@example.org', { lastCheckedAt: null })])).toEqual({
    state: 'no-breach-data',
  });
  expect(
    describeCoverage({ ...status, hibpConfigured: true }, [address('nora@example.org')]).state,
  ).toBe('checked');
});

test('a verified address without its first check is being checked; the account address is named first', () => {
  const addresses = [
    address('other@example.org', { lastCheckedAt: null }),
    address('nora@example.org', { isAccountAddress: true, lastCheckedAt: null }),
    address('pending@example.org', { verifiedAt: null, lastCheckedAt: null }),
  ];
  expect(describeCoverage(WITH_DATA, addresses)).toEqual({
    state: 'checking',
    maskedAddress: 'n***@example.org',
    uncheckedCount: 2,
  });
});

test('checked: counts verified addresses only, with the latest check', () => {
  const addresses = [
    address('nora@example.org', { isAccountAddress: true, lastCheckedAt: '2026-03-02T09:00:00Z' }),
    address('work@example.org', { lastCheckedAt: '2026-03-03T09:00:00Z' }),
    address('pending@example.org', { verifiedAt: null, lastCheckedAt: null }),
  ];
  expect(describeCoverage(WITH_DATA, addresses)).toEqual({
    state: 'checked',
    addressCount: 2,
    maskedAddress: 'n***@example.org',
    lastCheckedAt: '2026-03-03T09:00:00Z',
  });
});

test('loading until both the status and the addresses are in', () => {
  expect(describeCoverage(undefined, [])).toEqual({ state: 'loading' });
  expect(describeCoverage(WITH_DATA, undefined)).toEqual({ state: 'loading' });
});
