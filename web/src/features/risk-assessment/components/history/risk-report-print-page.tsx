import { Alert, Button, HStack, Link, Stack, Text, Theme } from '@chakra-ui/react';
import type {
  RiskAssessment,
  RiskOverview,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRiskHistory } from '../../api/get-risk-history';
import { useRiskOverview } from '../../api/get-risk-overview';
import { useRiskResult } from '../../hooks/use-risk-result';
import { formatDate } from '@/lib/format-date';
import { PRINT_CSS } from './print-css';
import { ReportActions, ReportCategories, ReportScore } from './report-sections';
import { ReportSection } from './report-section';
import { RiskHistoryTable } from './risk-history-table';
import { CapsList } from '../results/caps-list';

/** /dashboard/risk-assessment/print: the current score, plan and history on paper (or as a PDF). */
export function RiskReportPrintPage() {
  const overview = useRiskOverview();
  return (
    <Stack gap="6">
      <style>{PRINT_CSS}</style>
      <HStack gap="3" wrap="wrap" data-print-hide="">
        <Button colorPalette="blue" onClick={() => window.print()}>
          <Printer aria-hidden />
          Print
        </Button>
        <Button asChild variant="ghost">
          <RouterLink to={paths.dashboard.riskAssessment}>
            <ArrowLeft aria-hidden />
            Back to the risk assessment
          </RouterLink>
        </Button>
      </HStack>
      {/* Always light, like paper: a dark page prints as pale text once browsers drop backgrounds. */}
      <Theme
        appearance="light"
        className="risk-report-sheet"
        borderWidth="1px"
        rounded="l3"
        p={{ base: '4', md: '8' }}
      >
        <PageHeader
          title="Risk report"
          description={`Prepared ${formatDate(new Date())} by Bulwark Security.`}
        />
        {overview.isPending ? <Text color="fg.muted">Loading your report…</Text> : null}
        {overview.isError ? <LoadError error={overview.error} /> : null}
        {overview.data && !overview.data.latest ? <NoAssessmentYet /> : null}
        {overview.data?.latest ? (
          <ReportBody overview={overview.data} latest={overview.data.latest} />
        ) : null}
      </Theme>
    </Stack>
  );
}

function ReportBody({ overview, latest }: { overview: RiskOverview; latest: RiskAssessment }) {
  const { result, actions } = useRiskResult(latest, overview);
  const history = useRiskHistory();
  return (
    <Stack gap="8">
      <ReportScore result={result} />
      <ReportSection title="Caps">
        <CapsList caps={result.caps} />
      </ReportSection>
      <ReportCategories categories={result.categories} />
      <ReportActions actions={actions} />
      <ReportSection title="Score history">
        {history.data && history.data.length > 0 ? (
          <RiskHistoryTable snapshots={history.data} caption="Every score change, oldest first" />
        ) : (
          <Text color="fg.muted">
            {history.isPending ? 'Loading the history…' : 'No history yet.'}
          </Text>
        )}
      </ReportSection>
      <Text textStyle="sm" color="fg.muted">
        {`Scored with model ${result.modelVersion}; answers submitted ${formatDate(latest.completedAt ?? latest.updatedAt)}. How the score is worked out: `}
        <Link asChild colorPalette="blue">
          <RouterLink to={paths.howWeScore}>How we score</RouterLink>
        </Link>
        .
      </Text>
    </Stack>
  );
}

function NoAssessmentYet() {
  return (
    <Stack gap="3" align="start">
      <Text>There is nothing to report yet: take the quick check first.</Text>
      <Button asChild colorPalette="blue" data-print-hide="">
        <RouterLink to={paths.dashboard.riskAssessment}>Take the quick check</RouterLink>
      </Button>
    </Stack>
  );
}

function LoadError({ error }: { error: unknown }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{`The report could not be loaded. ${getErrorMessage(error)}`}</Alert.Title>
    </Alert.Root>
  );
}
