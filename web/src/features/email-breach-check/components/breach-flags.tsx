import { Badge, List, Text } from '@chakra-ui/react';
import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { explainFlags } from '../lib/breach-flags';

/** Verified, sensitive, spam-list, fabricated… each with what it means. */
export function BreachFlags({ breach }: { breach: BreachSummary }) {
  return (
    <List.Root gap="2" variant="plain">
      {explainFlags(breach).map((flag) => (
        <List.Item key={flag.label} alignItems="baseline" gap="2">
          <Badge colorPalette={flag.tone} variant="subtle" flexShrink={0}>
            {flag.label}
          </Badge>
          <Text textStyle="sm">{flag.explanation}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
