import { List, Text } from '@chakra-ui/react';
import type { GuidedStep, SavedBreachEvent } from '@bulwark/contracts/schemas/saved-breach.schema';
import { EVENT_LABELS, formatDateTime } from '../lib/labels';

/** Found, saved, each step, fixed: kept after the breach is resolved. */
export function SavedBreachHistory({
  history,
  steps,
}: {
  history: SavedBreachEvent[];
  steps: GuidedStep[];
}) {
  const titles = new Map(steps.map((step) => [step.id, step.title]));
  return (
    <List.Root gap="1" ps="5" textStyle="sm">
      {history.map((event, index) => (
        <List.Item key={`${event.kind}-${event.at}-${index}`}>
          <Text as="span" fontWeight="medium">
            {EVENT_LABELS[event.kind]}
          </Text>
          {event.stepId ? `: ${titles.get(event.stepId) ?? event.stepId}` : ''} ·{' '}
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
        </List.Item>
      ))}
    </List.Root>
  );
}
