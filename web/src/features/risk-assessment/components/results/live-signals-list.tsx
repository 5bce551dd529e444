import { Stack } from '@chakra-ui/react';
import type { RiskItemResult } from '@bulwark/contracts/risk-assessment/model-types';
import { signalViews } from '../../lib/signals';
import { SignalLine } from './signal-line';

/** What Bulwark measured itself; missing sources are said to be missing, never guessed. */
export function LiveSignalsList({ items }: { items: readonly RiskItemResult[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Live signals">
      {signalViews(items).map((signal) => (
        <SignalLine key={signal.id} signal={signal} />
      ))}
    </Stack>
  );
}
