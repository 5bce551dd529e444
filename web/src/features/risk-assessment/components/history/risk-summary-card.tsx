import { Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import { QUESTION_COUNTS } from '@bulwark/contracts/risk-assessment/question-bank';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { Gauge, TriangleAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate, formatShortDate } from '@/lib/format-date';
import { useRiskHistory } from '../../api/get-risk-history';
import { useRiskOverview } from '../../api/get-risk-overview';
import { BAND_STYLES } from '../../lib/band-style';
import { formatDelta } from './history-events';


/**
 * "Risk 62 · Elevated ▲ +8 since 3 Mar", from the latest two snapshots; the dashboard's card. It
 * also carries the reminder that answers behind the score are over six months old.
 */
export function RiskSummaryCard() {
  const history = useRiskHistory();
  const overview = useRiskOverview();
  const snapshots = history.data ?? [];
  const latest = snapshots.at(-1);
  const staleSince = overview.data?.staleSince ?? null;

  return (
    <LinkBox>
      <Card.Root variant="outline" h="full" _hover={{ borderColor: 'blue.solid' }}>
        <Card.Body gap="2">
          <HStack gap="3" color="blue.fg">
            <Gauge aria-hidden size={20} />
            <Heading as="h3" size="md" color="fg">
              <LinkOverlay asChild>
                <RouterLink to={paths.dashboard.riskAssessment}>Risk assessment</RouterLink>
              </LinkOverlay>
            </Heading>
          </HStack>
          {latest ? (
            <ScoreLine latest={latest} previous={snapshots.at(-2)} />
          ) : (
            <NoScoreYet isLoading={history.isPending} />
          )}
          {latest && staleSince ? <StaleAnswersLine since={staleSince} /> : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

function ScoreLine({
  latest,
  previous,
}: {
  latest: RiskSnapshot;
  previous: RiskSnapshot | undefined;
}) {
  const band = RISK_BANDS.find((candidate) => candidate.id === latest.band);
  const { Icon, palette } = BAND_STYLES[latest.band];
  const delta = previous ? latest.score - previous.score : null;
  return (
    <>
      <Text fontSize="xl" fontWeight="semibold">
        {`Risk ${latest.score} · `}
        <Text as="span" color={`${palette}.fg`} whiteSpace="nowrap">
          <Icon aria-hidden size={18} style={{ display: 'inline', verticalAlign: '-0.125em' }} />{' '}
          {band?.label ?? latest.band}
        </Text>
      </Text>
      <Text color="fg.muted" textStyle="sm">
        {delta !== null && previous ? (
          <>
            {delta !== 0 ? <span aria-hidden="true">{delta > 0 ? '▲ ' : '▼ '}</span> : null}
            {`${formatDelta(delta)} since ${formatShortDate(previous.computedAt)}`}
          </>
        ) : (
          `First score on ${formatShortDate(latest.computedAt)}`
        )}
      </Text>
    </>
  );
}

/** The dashboard's copy of the results page's stale-answers banner: the card links there. */
function StaleAnswersLine({ since }: { since: string }) {
  return (
    <HStack gap="2" color="orange.fg" textStyle="sm" align="start">
      <TriangleAlert aria-hidden size={16} style={{ flexShrink: 0, marginTop: '0.125em' }} />
      <Text>{`Some answers date from ${formatDate(since)}, over 6 months ago — update them.`}</Text>
    </HStack>
  );
}

function NoScoreYet({ isLoading }: { isLoading: boolean }) {
  if (isLoading) return <Text color="fg.muted">Loading your score…</Text>;
  return (
    <>
      <Text fontSize="xl" fontWeight="semibold">
        Take the quick check
      </Text>
      <Text color="fg.muted" textStyle="sm">
        {`${QUESTION_COUNTS.quick} questions for a personal risk score and the changes that lower it most.`}
      </Text>
    </>
  );
}
