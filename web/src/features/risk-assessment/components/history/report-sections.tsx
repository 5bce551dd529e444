import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { RISK_BANDS, RISK_SCORE_DISCLAIMER } from '@bulwark/contracts/risk-assessment/bands';
import type {
  RankedAction,
  RiskCategoryResult,
  RiskResult,
} from '@bulwark/contracts/risk-assessment/model-types';
import { groupActions, TOP_ACTION_COUNT } from '../../lib/action-groups';
import { BAND_STYLES } from '../../lib/band-style';
import { CONFIDENCE_LABELS } from '../../lib/confidence-hints';
import { formatGain } from '../../lib/format';
import { ReportSection } from './report-section';

/** The score, its band (icon and words), any binding cap, the confidence, and what it is not. */
export function ReportScore({ result }: { result: RiskResult }) {
  const band = RISK_BANDS.find((candidate) => candidate.id === result.band);
  if (result.score === null || !band) {
    return <Text>Not enough answers to score yet.</Text>;
  }
  const { Icon, palette } = BAND_STYLES[band.id];
  return (
    <ReportSection title="Your score">
      <HStack gap="3" wrap="wrap">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
          {result.score}
          <Text as="span" fontSize="lg" color="fg.muted">
            {' '}
            / 100
          </Text>
        </Text>
        <HStack gap="2" color={`${palette}.fg`} fontWeight="semibold" fontSize="xl">
          <Icon aria-hidden size={24} />
          <Text>{band.label}</Text>
        </HStack>
      </HStack>
      <Text>{band.message}</Text>
      {result.capExplanation ? <Text>{result.capExplanation}</Text> : null}
      <Text>
        {`Confidence: ${CONFIDENCE_LABELS[result.confidence.label]} (${Math.round(result.confidence.value * 100)} % of the weight rests on fresh, certain answers and measured signals).`}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {RISK_SCORE_DISCLAIMER}
      </Text>
    </ReportSection>
  );
}

export function ReportCategories({ categories }: { categories: RiskCategoryResult[] }) {
  return (
    <ReportSection title="Score by category">
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {categories.map((category) => (
            <Table.Row key={category.id}>
              <Table.Cell>{category.label}</Table.Cell>
              <Table.Cell textAlign="end">
                {category.score === null ? 'Not scored' : `${Math.round(category.score)} / 100`}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ReportSection>
  );
}

/** The top open actions by points gained, as the results page ranks them. */
export function ReportActions({ actions }: { actions: RankedAction[] }) {
  const top = groupActions(actions)
    .open.filter((action) => action.gain > 0)
    .slice(0, TOP_ACTION_COUNT);
  return (
    <ReportSection title="Top actions">
      {top.length === 0 ? (
        <Text color="fg.muted">No open action would raise the score.</Text>
      ) : (
        <Stack as="ol" gap="3" ps="5">
          {top.map((action) => (
            <Stack as="li" key={action.id} gap="0.5">
              <Text fontWeight="semibold">
                {`${action.title} · ${formatGain(action.gain)} · about ${action.minutes} min${action.quickWin ? ' · quick win' : ''}`}
              </Text>
              <Text textStyle="sm">{action.summary}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </ReportSection>
  );
}
