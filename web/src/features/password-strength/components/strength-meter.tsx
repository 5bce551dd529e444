import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { StrengthReport } from '../lib/strength-report';

/** zxcvbn's score 0–4 in words, as the meter and the recorded checks show it. */
export const STRENGTH_LEVELS = [
  { label: 'Very weak', color: 'red.500' },
  { label: 'Weak', color: 'orange.500' },
  { label: 'Fair', color: 'yellow.500' },
  { label: 'Strong', color: 'green.500' },
  { label: 'Very strong', color: 'green.600' },
] as const;

interface StrengthMeterProps {
  report: StrengthReport;
  /** The report is for an earlier keystroke; a newer estimate is on its way. */
  isStale: boolean;
}

/** zxcvbn's score 0–4 as a five-part bar, with the estimated guesses. */
export function StrengthMeter({ report, isStale }: StrengthMeterProps) {
  const level = STRENGTH_LEVELS[report.score];
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
      <Text color="fg.muted" fontSize="sm">
        {`About 10^${report.guessesLog10.toFixed(1)} guesses (≈ ${(report.guessesLog10 * Math.log2(10)).toFixed(0)} bits) by zxcvbn-ts’s estimate · ${report.calcTimeMs} ms`}
      </Text>
    </Stack>
  );
}
