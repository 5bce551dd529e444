import { Avatar, Badge, Button, Card, Checkbox, Collapsible, HStack, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { Link as RouterLink } from 'react-router-dom';
import { breachDetailPath } from '@/config/paths';
import { useRemoveSavedBreach, useSetStatus } from '../api/update-saved-breach';
import { formatDay } from '../lib/labels';
import { GuidedStepItem } from './guided-step-item';
import { SavedBreachHistory } from './saved-breach-history';
import { SavedBreachNotes } from './saved-breach-notes';

interface SavedBreachCardProps {
  saved: SavedBreach;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** One breach on the list: progress through its steps, notes, history, fix or reopen. */
export function SavedBreachCard({ saved, selected, onSelectedChange }: SavedBreachCardProps) {
  const setStatus = useSetStatus();
  const remove = useRemoveSavedBreach();
  const { breach } = saved;
  const closed = saved.steps.filter((step) => step.state !== 'open').length;
  const isFixed = saved.status === 'fixed';
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="4">
        <HStack gap="3" align="center" wrap="wrap">
          {isFixed ? null : (
            <Checkbox.Root checked={selected} onCheckedChange={(details) => onSelectedChange(details.checked === true)}>
              <Checkbox.HiddenInput aria-label={`Select ${breach.title}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          )}
          <Avatar.Root size="sm" shape="rounded" variant="subtle" aria-hidden>
            <Avatar.Fallback>{breach.title.charAt(0).toUpperCase()}</Avatar.Fallback>
            {breach.logoPath.startsWith('https://') ? <Avatar.Image src={breach.logoPath} alt="" referrerPolicy="no-referrer" /> : null}
          </Avatar.Root>
          <Stack gap="0" flex="1" minW="40">
            <Heading as="h3" size="md">
              <Link asChild colorPalette="blue">
                <RouterLink to={breachDetailPath(breach.name)}>{breach.title}</RouterLink>
              </Link>
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              Breached {formatDay(breach.breachDate)} · {breach.dataClasses.join(', ')}
            </Text>
          </Stack>
          <Badge colorPalette={isFixed ? 'green' : 'orange'}>{isFixed ? 'Fixed' : 'Action needed'}</Badge>
        </HStack>
        <Progress.Root value={saved.steps.length ? (closed / saved.steps.length) * 100 : 100} size="sm" colorPalette="green">
          <Progress.Label textStyle="sm">
            {closed} of {saved.steps.length} steps done or skipped
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack as="ol" gap="2" listStyleType="none" aria-label={`Steps for ${breach.title}`}>
          {saved.steps.map((step) => (
            <GuidedStepItem key={step.id} savedBreachId={saved.id} step={step} />
          ))}
        </Stack>
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
        <HStack gap="2">
          <Button
            size="sm"
            variant={isFixed ? 'outline' : 'solid'}
            colorPalette={isFixed ? 'gray' : 'green'}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: saved.id, status: isFixed ? 'action-needed' : 'fixed' })}
          >
            {isFixed ? `Reopen ${breach.title}` : `Mark ${breach.title} fixed`}
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(saved.id)}>
            Remove {breach.title}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
