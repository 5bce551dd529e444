import { Alert, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { RISK_SCORE_DISCLAIMER } from '@bulwark/contracts/risk-assessment/bands';
import type { RiskMode, RiskResult } from '@bulwark/contracts/risk-assessment/model-types';
import { useFocusHeading } from '../../hooks/use-focus-heading';
import { BAND_STYLES } from '../../lib/band-style';
import { bandById } from '../../lib/bands';
import { BandBadge } from './band-badge';
import { ConfidenceIndicator } from './confidence-indicator';
import { ScoreGauge } from './score-gauge';

interface ScoreSummaryProps {
  result: RiskResult;
  mode: RiskMode;
  focusOnMount: boolean;
}

/** The score, its band (icon and words), what it means and what it does not, and any cap. */
export function ScoreSummary({ result, mode, focusOnMount }: ScoreSummaryProps) {
  const headingRef = useFocusHeading<HTMLHeadingElement>('score', focusOnMount);
  if (result.score === null || result.band === null) {
    return (
      <Text color="fg.muted">
        Nothing to score yet: every question was skipped or marked not applicable. Update your
        answers to get a score.
      </Text>
    );
  }
  const band = bandById(result.band);
  return (
    <Stack gap="4">
      <HStack gap={{ base: '4', md: '8' }} align="center" wrap="wrap">
        <ScoreGauge score={result.score} palette={BAND_STYLES[result.band].palette} />
        <Stack gap="2" flex="1" minW="60">
          <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1}>
            Your score: {result.score} out of 100
          </Heading>
          <BandBadge band={result.band} />
          <Text fontSize="lg">{band.message}</Text>
        </Stack>
      </HStack>
      {result.capExplanation ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{result.capExplanation}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ConfidenceIndicator result={result} mode={mode} />
      <Text textStyle="sm" color="fg.muted">
        Higher is better. {RISK_SCORE_DISCLAIMER}
      </Text>
    </Stack>
  );
}
