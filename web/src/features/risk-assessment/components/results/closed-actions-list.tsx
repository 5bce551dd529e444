import { Badge, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import type { RankedAction } from '@bulwark/contracts/risk-assessment/model-types';
import { ChevronDown } from 'lucide-react';

const STATUS_LABELS = {
  done: 'Done',
  accepted: 'Risk accepted',
  na: 'Not applicable',
  open: 'Open',
} as const;
const STATUS_PALETTES = { done: 'green', accepted: 'orange', na: 'gray', open: 'gray' } as const;

interface ClosedActionsListProps {
  actions: RankedAction[];
  onReopen: (action: RankedAction) => void;
}

/** Dealt-with actions stay visible on request, each with its reason, so a decision can be revisited. */
export function ClosedActionsList({ actions, onReopen }: ClosedActionsListProps) {
  if (actions.length === 0) return null;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" alignSelf="start">
          <ChevronDown aria-hidden />
          Done, accepted and not applicable ({actions.length})
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" gap="2" listStyleType="none" pt="2">
          {actions.map((action) => (
            <HStack
              as="li"
              key={action.id}
              gap="3"
              borderWidth="1px"
              rounded="l2"
              p="3"
              wrap="wrap"
              justify="space-between"
            >
              <Stack gap="0.5" flex="1" minW="48">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{action.title}</Text>
                  <Badge colorPalette={STATUS_PALETTES[action.status]} variant="surface">
                    {STATUS_LABELS[action.status]}
                  </Badge>
                </HStack>
                {action.reason ? (
                  <Text textStyle="sm" color="fg.muted">
                    Reason: {action.reason}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="xs"
                variant="outline"
                onClick={() => onReopen(action)}
                aria-label={`Reopen: ${action.title}`}
              >
                Reopen
              </Button>
            </HStack>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
