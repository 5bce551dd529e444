import { HStack, Stack, Text } from '@chakra-ui/react';
import type { RiskBandId } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskSnapshot } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { bandById } from '../lib/bands';
import { scoreChange } from '../lib/score-change';
import { formatShortDate } from '@/lib/format-date';
import { formatDelta } from './history/history-events';
import { BandBadge } from './results/band-badge';

interface RiskScoreHeadlineProps {
  score: number;
  band: RiskBandId;
  /** Undefined while the history loads. */
  snapshots: readonly RiskSnapshot[] | undefined;
}

function ChangeLine({ score, snapshots }: Omit<RiskScoreHeadlineProps, 'band'>) {
  // The line's height is kept while the history loads, so nothing below it moves.
  if (!snapshots) return <Text textStyle="sm">&nbsp;</Text>;
  const change = scoreChange(score, snapshots);
  if (!change)
    return (
      <Text textStyle="sm" color="fg.muted">
        Your first score: the next change shows here.
      </Text>
    );
  const { delta, since } = change;
  const day = formatShortDate(since);
  if (delta === 0) return <Text textStyle="sm" color="fg.muted">{`No change since ${day}`}</Text>;
  return (
    <Text textStyle="sm" color={delta > 0 ? 'green.fg' : 'red.fg'}>
      <span aria-hidden="true">{delta > 0 ? '▲ ' : '▼ '}</span>
      {`${formatDelta(delta)} (${delta > 0 ? 'up' : 'down'}) since ${day}`}
    </Text>
  );
}

/**
 * "62 out of 100 · Elevated risk", with what the walkthrough missed: higher is safer, what the
 * band means, and the change since last time.
 */
export function RiskScoreHeadline({ score, band, snapshots }: RiskScoreHeadlineProps) {
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap" align="baseline">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
          {score}
          <Text as="span" fontSize="lg" fontWeight="normal" color="fg.muted">
            {' out of 100'}
          </Text>
        </Text>
        <BandBadge band={band} size="md" />
      </HStack>
      <Text textStyle="sm">
        <Text as="span" fontWeight="semibold">
          Higher is safer.
        </Text>{' '}
        {`${bandById(band).label}: ${bandById(band).message}`}
      </Text>
      <ChangeLine score={score} snapshots={snapshots} />
    </Stack>
  );
}
