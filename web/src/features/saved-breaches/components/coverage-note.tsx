import { HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { Info } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import { formatDateTime } from '../lib/labels';

/** "your address n***@example.org" or "your 3 verified addresses". */
export function describeAddresses(
  coverage: Extract<MonitoringCoverage, { state: 'checked' }>,
): string {
  return coverage.addressCount === 1
    ? `your address ${coverage.maskedAddress}`
    : `your ${coverage.addressCount} verified addresses`;
}

/** Beneath open or fixed breaches: how complete the list is (what was searched, and when). */
export function CoverageNote({ coverage }: { coverage: MonitoringCoverage }) {
  switch (coverage.state) {
    case 'no-breach-data':
      return (
        <HStack gap="2" align="start" textStyle="sm" color="fg.muted">
          <Info aria-hidden size={16} style={{ flexShrink: 0, marginTop: '0.2em' }} />
          <Text>
            This server can’t search breach data for your addresses yet, so the list holds only
            breaches you saved by hand.{' '}
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.dashboard.about}>About Bulwark’s data</RouterLink>
            </Link>
          </Text>
        </HStack>
      );
    case 'checking':
      return (
        <HStack gap="2" textStyle="sm" color="fg.muted">
          <Spinner size="xs" aria-hidden />
          <Text>{`Still checking ${coverage.maskedAddress}…`}</Text>
        </HStack>
      );
    case 'checked':
      return (
        <Text textStyle="sm" color="fg.muted">
          {`Bulwark checks ${describeAddresses(coverage)} every day; last checked ${formatDateTime(coverage.lastCheckedAt)}.`}
        </Text>
      );
    default:
      return null;
  }
}
