import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  DatabaseZap,
  Inbox,
  type LucideIcon,
  PartyPopper,
  ScanSearch,
  ShieldCheck,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import type { ExposureState } from '../lib/exposure-state';
import type { ExposureCounts as Counts } from '../lib/next-step';
import type { BannerTone } from './exposure-banner-shell';
import { CoverageNote, describeAddresses } from './coverage-note';
import { ExposureCounts } from './exposure-counts';

type QuietState = Exclude<ExposureState, 'open'>;

interface QuietStateLook {
  tone: BannerTone;
  icon: LucideIcon;
  title: (counts: Counts, coverage: MonitoringCoverage) => string;
}

export const QUIET_STATES: Record<QuietState, QuietStateLook> = {
  'all-fixed': { tone: 'green', icon: PartyPopper, title: () => 'Everything is fixed' },
  'nothing-found': { tone: 'green', icon: ShieldCheck, title: () => 'No breaches found' },
  'no-breach-data': {
    tone: 'yellow',
    icon: DatabaseZap,
    title: () => 'This server can’t search breach data for addresses yet',
  },
  checking: {
    tone: 'blue',
    icon: ScanSearch,
    title: (_counts, coverage) =>
      coverage.state === 'checking'
        ? `Checking ${coverage.maskedAddress}…`
        : 'Checking your address…',
  },
  empty: { tone: 'gray', icon: Inbox, title: () => 'No breaches on your list' },
};

function LinkButton({ to, children }: { to: string; children: string }) {
  return (
    <Button asChild variant="outline" size="sm" alignSelf="start">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

interface QuietStateBodyProps {
  state: QuietState;
  counts: Counts;
  coverage: MonitoringCoverage;
}

/** What each calm state says, and the one thing worth doing from it. */
export function QuietStateBody({ state, counts, coverage }: QuietStateBodyProps) {
  switch (state) {
    case 'all-fixed':
      return (
        <Stack gap="4">
          <ExposureCounts counts={counts} />
          <Text>{`You worked through every breach on your list. Bulwark keeps watching and puts anything new here.`}</Text>
          <CoverageNote coverage={coverage} />
          <LinkButton to={paths.dashboard.savedBreaches}>See what you fixed</LinkButton>
        </Stack>
      );
    case 'nothing-found':
      return (
        <Stack gap="4">
          <Text>
            {coverage.state === 'checked'
              ? `Bulwark searched ${describeAddresses(coverage)} and found no known breach. It checks again every day, and tells you in the alert centre if that changes.`
              : 'Bulwark found no known breach for your addresses.'}
          </Text>
          <LinkButton to={paths.dashboard.monitoredAddresses}>Monitor another address</LinkButton>
        </Stack>
      );
    case 'no-breach-data':
      return (
        <Stack gap="4">
          <Text>
            It has no breach index loaded and no Have I Been Pwned key, so it cannot tell whether
            your addresses were in a breach. That is not the same as “no breaches found”.
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Whoever runs this server can load breach files with <code>npm run ingest:breach</code>{' '}
            or set <code>HIBP_API_KEY</code>; Bulwark then checks your addresses on its own and
            shows the result here.
          </Text>
          <LinkButton to={paths.dashboard.about}>About Bulwark and its data</LinkButton>
        </Stack>
      );
    case 'checking':
      return (
        <HStack gap="3" align="start">
          <Spinner size="sm" colorPalette="blue" mt="1" aria-hidden />
          <Text>
            {`Bulwark is searching its breach data for your address${coverage.state === 'checking' && coverage.uncheckedCount > 1 ? `es (${coverage.uncheckedCount} to go)` : ''}. The result shows here by itself in a few seconds.`}
          </Text>
        </HStack>
      );
    case 'empty':
      return (
        <Stack gap="4">
          <Text>
            Breaches found for your monitored addresses, and the ones you save from a check, show
            here with the steps to fix them.
          </Text>
          <LinkButton to={paths.dashboard.emailBreachCheck}>Check an address</LinkButton>
        </Stack>
      );
  }
}
