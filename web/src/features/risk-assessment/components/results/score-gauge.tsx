import { Box, VisuallyHidden, chakra } from '@chakra-ui/react';

const RADIUS = 80;
const HALF_CIRCLE = Math.PI * RADIUS;
const ARC = 'M 20 100 A 80 80 0 0 1 180 100';

interface ScoreGaugeProps {
  score: number;
  palette: string;
}

/** A half-circle gauge, 0 on the left to 100 on the right; the number inside is the text. */
export function ScoreGauge({ score, palette }: ScoreGaugeProps) {
  const filled = (Math.max(0, Math.min(100, score)) / 100) * HALF_CIRCLE;
  return (
    <Box position="relative" w="48" flexShrink={0}>
      <chakra.svg viewBox="0 0 200 110" w="full" display="block" aria-hidden focusable="false">
        <chakra.path
          d={ARC}
          fill="none"
          stroke="border.emphasized"
          strokeWidth="16"
          strokeLinecap="round"
        />
        <chakra.path
          d={ARC}
          fill="none"
          stroke={`${palette}.solid`}
          strokeWidth="16"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${HALF_CIRCLE}`}
        />
      </chakra.svg>
      <Box position="absolute" insetX="0" bottom="0" textAlign="center" lineHeight="1">
        <Box as="span" fontSize="5xl" fontWeight="bold">
          {score}
        </Box>
        <Box as="span" color="fg.muted" fontSize="md" aria-hidden>
          /100
        </Box>
        <VisuallyHidden> out of 100</VisuallyHidden>
      </Box>
    </Box>
  );
}
