import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { RiskCapResult } from '@bulwark/contracts/risk-assessment/model-types';

/** The "can't be safe while …" gates in force, and whether each is the one holding the score down. */
export function CapsList({ caps }: { caps: RiskCapResult[] }) {
  const triggered = caps.filter((cap) => cap.triggered);
  if (triggered.length === 0) {
    return (
      <Text color="fg.muted">
        No cap applies: nothing holds your score below what your protections earn.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Caps in force">
      {triggered.map((cap) => (
        <Stack as="li" key={cap.id} gap="1" borderWidth="1px" rounded="l2" p="3">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">Capped at {cap.limit}</Text>
            <Badge colorPalette={cap.binding ? 'orange' : 'gray'} variant="surface">
              {cap.binding
                ? 'Lowering your score now'
                : `Not lowering it: your score is already below ${cap.limit}`}
            </Badge>
          </HStack>
          <Text textStyle="sm">{cap.reason}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
