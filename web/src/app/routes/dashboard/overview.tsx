import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SectionErrorBoundary } from '@/components/errors/section-error-boundary';
import { PageHeader } from '@/components/page-header';
import { useMonitoringCoverage } from '@/features/email-breach-check/hooks/use-monitoring-coverage';
import { ExposureStatusBanner } from '@/features/saved-breaches/components/exposure-status-banner';
import { selectSessionUser } from '@/lib/session/session.slice';
import { useAppSelector } from '../../hooks';
import type { DashboardCardSection } from './overview/dashboard-cards';
import { FirstRunChecklist } from './overview/first-run-checklist';
import { LearnNextCard } from './overview/learn-next-card';

/** The monitoring's coverage (email breach check) handed to the exposure headline (saved breaches). */
function ExposureHeadline() {
  const coverage = useMonitoringCoverage();
  return <ExposureStatusBanner coverage={coverage} />;
}

/**
 * The front page: what was found and the one step to take next, the first steps, the score, the
 * alerts, what was exposed and what to read. Each section loads, fails and updates on its own.
 */
export function OverviewRoute({ cards }: { cards: readonly DashboardCardSection[] }) {
  const user = useAppSelector(selectSessionUser);
  return (
    <>
      <PageHeader
        title={user?.name ? `Welcome, ${user.name}` : 'Welcome'}
        description="What Bulwark found, what to fix next, and how protected you are. It updates by itself."
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <SectionErrorBoundary label="Your breaches">
          <ExposureHeadline />
        </SectionErrorBoundary>
        {user ? (
          <SectionErrorBoundary label="Your getting-started checklist">
            <FirstRunChecklist userId={user.id} />
          </SectionErrorBoundary>
        ) : null}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', md: '8' }}>
          {cards.map(({ label, Card }) => (
            <SectionErrorBoundary key={label} label={label}>
              <Card />
            </SectionErrorBoundary>
          ))}
          <SectionErrorBoundary label="Your next article">
            <LearnNextCard />
          </SectionErrorBoundary>
        </SimpleGrid>
      </Stack>
    </>
  );
}
