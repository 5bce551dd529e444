import { Button, Card, Collapsible, HStack, Progress, Stack } from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { useRemoveSavedBreach } from '../api/update-saved-breach';
import { savedBreachHeadingId } from '../lib/element-ids';
import { describeProgress } from '../lib/step-progress';
import { FixedMoment, type NextBreach } from './fixed-moment';
import { GuidedSteps } from './guided-steps';
import { MarkFixedButton } from './mark-fixed-button';
import { SavedBreachHeader } from './saved-breach-header';
import { SavedBreachHistory } from './saved-breach-history';
import { SavedBreachNotes } from './saved-breach-notes';

interface SavedBreachCardProps {
  saved: SavedBreach;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Just fixed here: the card shows the fixed moment until the person continues. */
  fixedMoment: { next: NextBreach | null; onContinue: () => void } | null;
  /** Called when an action on this card fixed or reopened the breach. */
  onStatusChange: (updated: SavedBreach) => void;
}

/** One breach on the list: progress through its steps, notes, history, fix or reopen. */
export function SavedBreachCard({
  saved,
  selected,
  onSelectedChange,
  fixedMoment,
  onStatusChange,
}: SavedBreachCardProps) {
  const remove = useRemoveSavedBreach();
  const { breach } = saved;
  const closed = saved.steps.filter((step) => step.state !== 'open').length;
  const progress = describeProgress(saved.steps);
  const reportStatus = (updated: SavedBreach) => {
    if (updated.status !== saved.status) onStatusChange(updated);
  };
  return (
    <Card.Root as="li" variant="outline" aria-labelledby={savedBreachHeadingId(saved.id)}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <SavedBreachHeader saved={saved} selected={selected} onSelectedChange={onSelectedChange} />
        {fixedMoment ? (
          <FixedMoment
            title={breach.title}
            progress={progress}
            next={fixedMoment.next}
            onContinue={fixedMoment.onContinue}
          />
        ) : (
          <>
            <Progress.Root
              value={saved.steps.length ? (closed / saved.steps.length) * 100 : 100}
              size="sm"
              colorPalette="green"
            >
              <Progress.Label textStyle="sm">{progress}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <GuidedSteps saved={saved} onUpdated={reportStatus} />
          </>
        )}
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button size="sm" variant="ghost" alignSelf="start">
              Notes and history
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Stack gap="4" pt="2">
              <SavedBreachNotes id={saved.id} notes={saved.notes} title={breach.title} />
              <SavedBreachHistory history={saved.history} steps={saved.steps} />
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
        {fixedMoment ? null : (
          <HStack gap="2" wrap="wrap">
            <MarkFixedButton saved={saved} onStatusChange={reportStatus} />
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${breach.title}`}
              loading={remove.isPending}
              onClick={() => remove.mutate(saved.id)}
            >
              Remove
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
