import { HStack, List, Text } from '@chakra-ui/react';
import { EventMarker } from './event-marker';
import { HISTORY_EVENT_KIND_LABELS, HISTORY_EVENT_KINDS } from './history-events';

/** What each marker shape on the trend chart means. */
export function EventLegend() {
  return (
    <List.Root
      aria-label="Chart markers"
      display="flex"
      flexWrap="wrap"
      columnGap="5"
      rowGap="1"
      listStyleType="none"
    >
      {HISTORY_EVENT_KINDS.map((kind) => (
        <List.Item key={kind}>
          <HStack gap="2">
            <svg width="18" height="18" viewBox="-9 -9 18 18" aria-hidden="true" focusable="false">
              <EventMarker kind={kind} radius={5} />
            </svg>
            <Text textStyle="sm">{HISTORY_EVENT_KIND_LABELS[kind]}</Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
