import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type {
  RiskAssessment,
  RiskOverview,
  RiskSnapshot,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { Gauge, TriangleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { SectionSkeleton } from '@/components/section-skeleton';
import { paths } from '@/config/paths';
import { useRiskHistory } from '../api/get-risk-history';
import { useRiskOverview } from '../api/get-risk-overview';
import { useRiskResult } from '../hooks/use-risk-result';
import { formatDate } from '@/lib/format-date';
import { RiskScoreHeadline } from './risk-score-headline';
import { TakeAssessmentPrompt } from './take-assessment-prompt';
import { TopActionsList } from './top-actions-list';
import { RISK_SUMMARY_BODY_HEIGHT } from './risk-dashboard-card-height';

interface ScoredProps {
  latest: RiskAssessment;
  overview: RiskOverview;
  snapshots: readonly RiskSnapshot[] | undefined;
}

/** Scored in the browser with the shared model, as the assessment page does: both show one number. */
function ScoredSummary({ latest, overview, snapshots }: ScoredProps) {
  const { result, actions } = useRiskResult(latest, overview);
  if (result.score === null || result.band === null) {
    return (
      <Text color="fg.muted">
        Nothing to score yet: every question was skipped. Update your answers to get a score.
      </Text>
    );
  }
  return (
    <Stack gap="5">
      <RiskScoreHeadline score={result.score} band={result.band} snapshots={snapshots} />
      {overview.staleSince ? (
        <HStack gap="2" color="orange.fg" textStyle="sm" align="start">
          <TriangleAlert aria-hidden size={16} style={{ flexShrink: 0, marginTop: '0.125em' }} />
          <Text>{`Some answers date from ${formatDate(overview.staleSince)}, over 6 months ago — update them.`}</Text>
        </HStack>
      ) : null}
      <TopActionsList actions={actions} />
    </Stack>
  );
}

function RiskSummaryBody() {
  const overview = useRiskOverview();
  const history = useRiskHistory();
  if (overview.isPending)
    return <SectionSkeleton label="Loading your risk score" height={RISK_SUMMARY_BODY_HEIGHT} />;
  if (overview.isError) {
    return (
      <QueryErrorNotice
        title="Your risk score could not be loaded."
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const { latest, draft } = overview.data;
  if (!latest) return <TakeAssessmentPrompt draft={draft} />;
  // Without its history the score still shows; only the change since last time waits.
  return <ScoredSummary latest={latest} overview={overview.data} snapshots={history.data} />;
}

/** The dashboard's risk card: score and band (higher is safer), the change, and the top three actions. */
export function RiskDashboardCard() {
  return (
    <DashboardCard
      id="risk-summary"
      title="Your risk score"
      icon={Gauge}
      action={
        <Link asChild colorPalette="blue" textStyle="sm">
          <RouterLink to={paths.dashboard.riskAssessment}>Open the assessment</RouterLink>
        </Link>
      }
    >
      <RiskSummaryBody />
    </DashboardCard>
  );
}
