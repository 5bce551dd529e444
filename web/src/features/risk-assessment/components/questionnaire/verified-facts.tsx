import { Stack, Text } from '@chakra-ui/react';
import type { RiskItemResult } from '@bulwark/contracts/risk-assessment/model-types';
import { signalViews } from '../../lib/signals';
import { SignalLine } from '../results/signal-line';

/** The section's measured facts, so nobody is asked what Bulwark already knows. */
export function VerifiedFacts({
  category,
  items,
}: {
  category: string;
  items: readonly RiskItemResult[];
}) {
  const signals = signalViews(items, category);
  if (signals.length === 0) return null;
  return (
    // Neutral: what Bulwark knows may be bad news, which a green box would dress up as good.
    <Stack gap="2" borderWidth="1px" bg="bg.subtle" rounded="l3" p="4">
      <Text fontWeight="semibold">What Bulwark already knows</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Verified by Bulwark">
        {signals.map((signal) => (
          <SignalLine key={signal.id} signal={signal} />
        ))}
      </Stack>
    </Stack>
  );
}
