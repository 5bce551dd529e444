import {
  Card,
  CloseButton,
  HStack,
  Heading,
  Link,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Circle, CircleCheck, PartyPopper } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { SectionSkeleton } from '@/components/section-skeleton';
import { firstRunItems, type ChecklistItem } from './first-run-items';
import { useChecklistFacts } from './use-checklist-facts';
import { useChecklistVisibility } from './use-checklist-visibility';

const HEADING_ID = 'first-run-checklist';

function ChecklistRow({ item }: { item: ChecklistItem }) {
  const Icon = item.done ? CircleCheck : Circle;
  return (
    <HStack as="li" gap="3" align="start">
      <Stack color={item.done ? 'green.fg' : 'fg.subtle'} pt="0.5" flexShrink={0}>
        <Icon aria-hidden size={20} />
      </Stack>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium" color={item.done ? 'fg.muted' : 'fg'}>
          <VisuallyHidden>{item.done ? 'Done: ' : 'To do: '}</VisuallyHidden>
          {item.title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {item.detail}
        </Text>
        {item.action ? (
          <Link asChild colorPalette="blue" textStyle="sm" fontWeight="medium" alignSelf="start">
            <RouterLink to={item.action.href} aria-label={`${item.action.label}: ${item.title}`}>
              {item.action.label}
            </RouterLink>
          </Link>
        ) : null}
      </Stack>
    </HStack>
  );
}

function ChecklistFrame({
  title,
  onDismiss,
  children,
}: {
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={HEADING_ID} variant="outline">
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={HEADING_ID}>
            {title}
          </Heading>
          <CloseButton
            size="sm"
            aria-label="Hide this checklist on this device"
            onClick={onDismiss}
          />
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "Get started": five first steps that tick themselves from the person's data, live. It leaves
 * once all are done (after a word of congratulation) or when dismissed; both are remembered on
 * this device only.
 */
export function FirstRunChecklist({ userId }: { userId: string }) {
  const visibility = useChecklistVisibility(userId);
  const state = useChecklistFacts();
  const items = state.status === 'ready' ? firstRunItems(state.facts) : null;
  const done = items?.filter((item) => item.done).length ?? 0;
  const isReady = items !== null;
  const isComplete = isReady && done === items.length;
  // Finishing is celebrated only when the list was seen unfinished during this visit.
  const [sawUnfinished, setSawUnfinished] = useState(false);
  if (isReady && !isComplete && !sawUnfinished) setSawUnfinished(true);
  const { rememberCompleted } = visibility;
  useEffect(() => {
    if (isComplete) rememberCompleted();
  }, [isComplete, rememberCompleted]);

  if (visibility.isDismissed || visibility.wasCompleted) return null;
  if (state.status === 'loading')
    // A newcomer's list (one step of five done): 654 px on a phone, 534 on a desktop.
    return (
      <SectionSkeleton label="Loading your checklist" height={{ base: '41rem', md: '33.5rem' }} />
    );
  if (state.status === 'error') {
    return (
      <QueryErrorNotice
        title="Your getting-started checklist could not be loaded."
        error={state.error}
        onRetry={state.retry}
      />
    );
  }
  if (!items) return null;
  if (isComplete) {
    if (!sawUnfinished) return null;
    return (
      <ChecklistFrame title="You are all set" onDismiss={visibility.dismiss}>
        <HStack gap="3" align="start">
          <Stack color="green.fg" flexShrink={0}>
            <PartyPopper aria-hidden size={24} />
          </Stack>
          <Text>
            All five first steps are done. Bulwark keeps watching your addresses; your score and
            next steps stay on this page.
          </Text>
        </HStack>
      </ChecklistFrame>
    );
  }
  return (
    <ChecklistFrame title="Get started" onDismiss={visibility.dismiss}>
      <Progress.Root value={(done / items.length) * 100} size="sm" colorPalette="green" maxW="sm">
        <Progress.Label textStyle="sm" mb="1.5">{`${done} of ${items.length} done`}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Stack as="ol" gap="4" listStyleType="none" aria-label="First steps">
        {items.map((item) => (
          <ChecklistRow key={item.id} item={item} />
        ))}
      </Stack>
    </ChecklistFrame>
  );
}
