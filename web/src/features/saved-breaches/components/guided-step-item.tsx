import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { GuidedStep } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useUpdateStep } from '../api/update-saved-breach';
import { SEVERITY_LABELS } from '../lib/labels';

/** One step: what to do, why (the exposed data), roughly how long; done, skipped or reopened. */
export function GuidedStepItem({ savedBreachId, step }: { savedBreachId: string; step: GuidedStep }) {
  const update = useUpdateStep();
  const severity = SEVERITY_LABELS[step.severity];
  const setState = (state: GuidedStep['state']) => update.mutate({ id: savedBreachId, stepId: step.id, state });
  const closed = step.state !== 'open';
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="l2" p="3" opacity={closed ? 0.75 : 1}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={severity.tone}>{severity.label}</Badge>
        <Text fontWeight="semibold" textDecoration={step.state === 'done' ? 'line-through' : undefined}>
          {step.title}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          about {step.minutes} min
        </Text>
        {closed ? <Badge variant="outline">{step.state === 'done' ? 'Done' : 'Skipped'}</Badge> : null}
      </HStack>
      <Text textStyle="sm">{step.description}</Text>
      <Text textStyle="xs" color="fg.muted">
        Because these were exposed: {step.dataClasses.join(', ')}
      </Text>
      <HStack gap="2">
        {closed ? (
          <Button size="xs" variant="outline" onClick={() => setState('open')} loading={update.isPending}>
            Reopen “{step.title}”
          </Button>
        ) : (
          <>
            <Button size="xs" colorPalette="green" onClick={() => setState('done')} loading={update.isPending}>
              Mark “{step.title}” done
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setState('skipped')} disabled={update.isPending}>
              Skip “{step.title}”
            </Button>
          </>
        )}
      </HStack>
    </Stack>
  );
}
