import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { RiskMode, RiskResult } from '@bulwark/contracts/risk-assessment/model-types';
import { CONFIDENCE_LABELS, confidenceHints } from '../../lib/confidence-hints';

const CONFIDENCE_PALETTES = { high: 'green', medium: 'yellow', low: 'orange' } as const;

/** How much of the score rests on fresh, certain facts; not part of the score itself. */
export function ConfidenceIndicator({ result, mode }: { result: RiskResult; mode: RiskMode }) {
  const { label, value } = result.confidence;
  const hints = confidenceHints(result, mode);
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Text fontWeight="semibold">Confidence:</Text>
        <Badge colorPalette={CONFIDENCE_PALETTES[label]} variant="surface">
          {CONFIDENCE_LABELS[label]}
        </Badge>
        <Text textStyle="sm" color="fg.muted">
          ({Math.round(value * 100)} % of the weight rests on fresh, certain answers and measured
          signals)
        </Text>
      </HStack>
      {hints.length > 0 ? (
        <>
          <Text textStyle="sm" color="fg.muted">
            What raises it:
          </Text>
          <List.Root textStyle="sm" color="fg.muted" ps="5">
            {hints.map((hint) => (
              <List.Item key={hint}>{hint}</List.Item>
            ))}
          </List.Root>
        </>
      ) : null}
    </Stack>
  );
}
