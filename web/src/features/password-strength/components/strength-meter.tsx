import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { DetailsDisclosure } from '@/components/details-disclosure';
import { describeStolenDatabaseGuessing, STRENGTH_WORDS } from '@/lib/plain-strength';
import type { StrengthReport } from '../lib/strength-report';
import { CrackTimesTable } from './crack-times-table';

/** zxcvbn's score 0–4 in words, as the meter and the recorded checks show it. */
export const STRENGTH_LEVELS = [
  { label: STRENGTH_WORDS[0], color: 'red.500' },
  { label: STRENGTH_WORDS[1], color: 'orange.500' },
  { label: STRENGTH_WORDS[2], color: 'yellow.500' },
  { label: STRENGTH_WORDS[3], color: 'green.500' },
  { label: STRENGTH_WORDS[4], color: 'green.600' },
] as const;

interface StrengthMeterProps {
  report: StrengthReport;
  /** The report is for an earlier keystroke; a newer estimate is on its way. */
  isStale: boolean;
}

/**
 * zxcvbn's score 0–4 as a five-part bar, then in plain words how long guessing would take; the
 * guesses, bits, estimator and the four attack scenarios are behind Details.
 */
export function StrengthMeter({ report, isStale }: StrengthMeterProps) {
  const level = STRENGTH_LEVELS[report.score];
  const stolenDatabase = report.crackTimes.find((time) => time.scenario === 'offlineSlowHashing');
  return (
    <Stack gap="2" opacity={isStale ? 0.6 : 1}>
      <HStack
        gap="1"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={report.score}
        aria-valuetext={level.label}
      >
        {STRENGTH_LEVELS.map((_, index) => (
          <Box
            key={index}
            flex="1"
            h="2"
            borderRadius="full"
            bg={index <= report.score ? level.color : 'border.muted'}
          />
        ))}
      </HStack>
      <Text fontWeight="semibold">{`${level.label} · score ${report.score} of 4`}</Text>
      {stolenDatabase ? (
        <Text>{describeStolenDatabaseGuessing(stolenDatabase.seconds)}</Text>
      ) : null}
      <DetailsDisclosure>
        <Stack gap="3">
          <Text>
            {`About 10^${report.guessesLog10.toFixed(1)} guesses (≈ ${(report.guessesLog10 * Math.log2(10)).toFixed(0)} bits) by zxcvbn-ts’s estimate, worked out in ${report.calcTimeMs} ms.`}
          </Text>
          <CrackTimesTable crackTimes={report.crackTimes} />
        </Stack>
      </DetailsDisclosure>
    </Stack>
  );
}
