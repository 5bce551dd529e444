import {
  Avatar,
  Badge,
  type BadgeProps,
  Checkbox,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { Link as RouterLink } from 'react-router-dom';
import { breachDetailPath } from '@/config/paths';
import { savedBreachHeadingId } from '../lib/element-ids';
import { formatDay } from '../lib/labels';

interface SavedBreachHeaderProps {
  saved: SavedBreach;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/** Which breach, when, what was exposed, and where it stands; the checkbox for bulk actions. */
export function SavedBreachHeader({ saved, selected, onSelectedChange }: SavedBreachHeaderProps) {
  const { breach } = saved;
  const isFixed = saved.status === 'fixed';
  return (
    <HStack gap="3" align="center">
      {isFixed ? null : (
        <Checkbox.Root
          checked={selected}
          onCheckedChange={(details) => onSelectedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={`Select ${breach.title}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      )}
      <Avatar.Root size="sm" shape="rounded" variant="subtle" aria-hidden>
        <Avatar.Fallback>{breach.title.charAt(0).toUpperCase()}</Avatar.Fallback>
        {breach.logoPath.startsWith('https://') ? (
          <Avatar.Image src={breach.logoPath} alt="" referrerPolicy="no-referrer" />
        ) : null}
      </Avatar.Root>
      <Stack gap="0" flex="1" minW="0">
        <Heading
          as="h3"
          size="md"
          id={savedBreachHeadingId(saved.id)}
          tabIndex={-1}
          outline="none"
          overflowWrap="anywhere"
        >
          <Link asChild colorPalette="blue">
            <RouterLink to={breachDetailPath(breach.name)}>{breach.title}</RouterLink>
          </Link>
        </Heading>
        {/* On a phone the badge goes under the title, leaving the line to the name and date. */}
        <StatusBadge
          isFixed={isFixed}
          display={{ base: 'inline-flex', sm: 'none' }}
          alignSelf="start"
          my="1"
        />
        <Text textStyle="sm" color="fg.muted">
          Breached {formatDay(breach.breachDate)} · {breach.dataClasses.join(', ')}
        </Text>
      </Stack>
      <StatusBadge isFixed={isFixed} display={{ base: 'none', sm: 'inline-flex' }} />
    </HStack>
  );
}

function StatusBadge({ isFixed, ...props }: { isFixed: boolean } & BadgeProps) {
  return (
    <Badge colorPalette={isFixed ? 'green' : 'orange'} flexShrink={0} {...props}>
      {isFixed ? 'Fixed' : 'Action needed'}
    </Badge>
  );
}
