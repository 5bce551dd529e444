import { Accordion } from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useState } from 'react';
import { focusWhenShown, savedBreachHeadingId, stepTitleId } from '../lib/element-ids';
import { currentStep } from '../lib/step-progress';
import { GuidedStepItem } from './guided-step-item';

/**
 * A breach's steps, collapsed to the current one (the first open step). Any other step opens on
 * request, one at a time; after Done, Skip or Undo the list follows the current step again and
 * focus moves to it, since the button pressed has gone.
 */
export function GuidedSteps({
  saved,
  onUpdated,
}: {
  saved: SavedBreach;
  onUpdated: (updated: SavedBreach) => void;
}) {
  const current = currentStep(saved.steps);
  // undefined: follow the current step; null: the person closed every step.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const expanded = chosen === undefined ? current?.id : chosen;

  function handleUpdated(updated: SavedBreach) {
    setChosen(undefined);
    onUpdated(updated);
    // Just fixed: the fixed moment takes the focus instead.
    if (updated.status === 'fixed' && saved.status !== 'fixed') return;
    const next = currentStep(updated.steps);
    focusWhenShown(next ? stepTitleId(saved.id, next.id) : savedBreachHeadingId(saved.id));
  }

  return (
    <Accordion.Root
      as="ol"
      aria-label={`Steps for ${saved.breach.title}`}
      collapsible
      variant="plain"
      display="flex"
      flexDirection="column"
      gap="2"
      value={expanded ? [expanded] : []}
      onValueChange={(details) => setChosen(details.value[0] ?? null)}
    >
      {saved.steps.map((step, index) => (
        <GuidedStepItem
          key={step.id}
          savedBreachId={saved.id}
          step={step}
          position={index + 1}
          onUpdated={handleUpdated}
        />
      ))}
    </Accordion.Root>
  );
}
