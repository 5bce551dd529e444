import { Stack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { SectionSkeleton } from '@/components/section-skeleton';
import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import { useSavedBreaches } from '../api/get-saved-breaches';
import { exposureState } from '../lib/exposure-state';
import { countExposures, rankBreachesToFix } from '../lib/next-step';
import { BreachesToFixList } from './breaches-to-fix-list';
import { CoverageNote } from './coverage-note';
import { ExposureBannerShell } from './exposure-banner-shell';
import { ExposureCounts } from './exposure-counts';
import { QuietStateBody, QUIET_STATES } from './exposure-quiet-states';
import { NextStepCallout } from './next-step-callout';

interface ExposureStatusBannerProps {
  /** How far the monitoring has searched the person's verified addresses (email breach check). */
  coverage: MonitoringCoverage;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The dashboard's headline over the breaches that concern the person (found for their verified
 * addresses or saved by hand): what is open, what is fixed, and the one step to take next. Live:
 * the list refetches on the stream's 'saved-breaches' events.
 */
export function ExposureStatusBanner({ coverage }: ExposureStatusBannerProps) {
  const saved = useSavedBreaches();
  if (saved.isPending || (coverage.state === 'loading' && saved.data?.length === 0)) {
    // The height of the state a newcomer sees first (376 px on a phone, 260 on a desktop), so
    // the checklist below does not jump when it arrives.
    return (
      <SectionSkeleton label="Loading your breaches" height={{ base: '23.5rem', md: '16.25rem' }} />
    );
  }
  if (saved.isError) {
    return (
      <QueryErrorNotice
        title="Your breaches could not be loaded."
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  }
  const counts = countExposures(saved.data);
  const state = exposureState(counts, coverage);
  if (state !== 'open') {
    const quiet = QUIET_STATES[state];
    return (
      <ExposureBannerShell
        tone={quiet.tone}
        icon={quiet.icon}
        title={quiet.title(counts, coverage)}
      >
        <QuietStateBody state={state} counts={counts} coverage={coverage} />
      </ExposureBannerShell>
    );
  }
  const toFix = rankBreachesToFix(saved.data);
  const [next] = toFix;
  return (
    <ExposureBannerShell
      tone="orange"
      icon={TriangleAlert}
      title={`${plural(counts.toFix, 'breach needs', 'breaches need')} your attention`}
    >
      <Stack gap="5">
        <ExposureCounts counts={counts} />
        {next ? <NextStepCallout next={next} /> : null}
        <BreachesToFixList items={toFix} />
        <CoverageNote coverage={coverage} />
      </Stack>
    </ExposureBannerShell>
  );
}
