import { Accordion, Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { GuidedStep, SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { Check, SkipForward } from 'lucide-react';
import { useUpdateStep } from '../api/update-saved-breach';
import { mutateSettled, useSingleFlight } from '@/hooks/use-single-flight';
import { stepTitleId } from '../lib/element-ids';
import { SEVERITY_LABELS } from '../lib/labels';
import { StepLinks } from './step-links';

interface GuidedStepItemProps {
  savedBreachId: string;
  step: GuidedStep;
  position: number;
  /** The server's answer after a step changed (the breach may now be fixed). */
  onUpdated: (saved: SavedBreach) => void;
}

/**
 * One step, collapsed to its short label and state; expanded it says what to do, why (the
 * exposed data), where (the site's own pages) and offers Done, Skip or Undo. Button text is
 * short; each button's accessible name carries the full step title.
 */
export function GuidedStepItem({ savedBreachId, step, position, onUpdated }: GuidedStepItemProps) {
  const update = useUpdateStep();
  const flight = useSingleFlight();
  const setState = (state: GuidedStep['state']) =>
    void flight.run(async () => {
      const updated = await mutateSettled(update, { id: savedBreachId, stepId: step.id, state });
      if (updated) onUpdated(updated.data);
    });
  const isClosed = step.state !== 'open';
  return (
    <Accordion.Item as="li" value={step.id} borderWidth="1px" rounded="l2" borderBottomWidth="1px">
      <Accordion.ItemTrigger px="3" py="2" gap="3" cursor="pointer">
        <StepMarker step={step} position={position} />
        <Stack
          flex="1"
          minW="0"
          gap="0"
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
        >
          <Text textAlign="start" fontWeight="medium" color={isClosed ? 'fg.muted' : undefined}>
            {step.label}
          </Text>
          <StepMeta step={step} />
        </Stack>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody px="3" pt="0" pb="3">
          <Stack gap="2">
            <Text
              id={stepTitleId(savedBreachId, step.id)}
              tabIndex={-1}
              fontWeight="semibold"
              outline="none"
            >
              {step.title}
            </Text>
            <Text textStyle="sm">{step.description}</Text>
            <StepLinks step={step} />
            <Text textStyle="xs" color="fg.muted">
              Because these were exposed: {step.dataClasses.join(', ')}
            </Text>
            <StepActions step={step} isPending={update.isPending} onChange={setState} />
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}

/** Done or Skip while the step is open, Undo once it is not; names carry the full step title. */
function StepActions({
  step,
  isPending,
  onChange,
}: {
  step: GuidedStep;
  isPending: boolean;
  onChange: (state: GuidedStep['state']) => void;
}) {
  return (
    <HStack gap="2" pt="1">
      {step.state !== 'open' ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Undo: ${step.title}`}
          loading={isPending}
          onClick={() => onChange('open')}
        >
          Undo
        </Button>
      ) : (
        <>
          <Button
            size="sm"
            colorPalette="blue"
            aria-label={`Done: ${step.title}`}
            loading={isPending}
            onClick={() => onChange('done')}
          >
            Done
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Skip: ${step.title}`}
            disabled={isPending}
            onClick={() => onChange('skipped')}
          >
            Skip
          </Button>
        </>
      )}
    </HStack>
  );
}

/** A numbered circle while open; a tick when done, a skip mark when skipped. */
function StepMarker({ step, position }: { step: GuidedStep; position: number }) {
  const isDone = step.state === 'done';
  const isSkipped = step.state === 'skipped';
  return (
    <Box
      aria-hidden
      flexShrink={0}
      boxSize="6"
      rounded="full"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      textStyle="xs"
      fontWeight="semibold"
      bg={isDone ? 'green.solid' : 'transparent'}
      color={isDone ? 'green.contrast' : 'fg.muted'}
      borderWidth={isDone ? '0' : '1.5px'}
      borderColor="border.emphasized"
    >
      {isDone ? (
        <Icon as={Check} boxSize="3.5" />
      ) : isSkipped ? (
        <Icon as={SkipForward} boxSize="3" />
      ) : (
        position
      )}
    </Box>
  );
}

function StepMeta({ step }: { step: GuidedStep }) {
  if (step.state !== 'open') {
    return (
      <Text textStyle="xs" color="fg.muted" textAlign="start" flexShrink={0}>
        {step.state === 'done' ? 'Done' : 'Skipped'}
      </Text>
    );
  }
  const severity = SEVERITY_LABELS[step.severity];
  return (
    <Text textStyle="xs" color="fg.muted" textAlign="start" flexShrink={0}>
      <Text as="span" color={`${severity.tone}.fg`} fontWeight="medium">
        {severity.label}
      </Text>{' '}
      · {step.minutes} min
    </Text>
  );
}
