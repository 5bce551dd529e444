import { Box, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BreachAlert } from '@bulwark/contracts/schemas/breach-alert.schema';
import { Check } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { breachDetailPath } from '@/config/paths';
import { formatDate } from './breach-facts';

const SOURCE_LABELS: Record<BreachAlert['source'], string> = {
  local: 'Bulwark’s breach index',
  hibp: 'Have I Been Pwned',
};

interface AlertItemProps {
  alert: BreachAlert;
  onMarkRead: (id: string) => void;
  isMarking: boolean;
  /** Called when the person follows the alert's link (the bell's popover closes). */
  onOpen?: () => void;
}

/** One alert: which address, which breach (its page one click away), when; unread ones stand out. */
export function AlertItem({ alert, onMarkRead, isMarking, onOpen }: AlertItemProps) {
  const isUnread = alert.readAt === null;
  return (
    <HStack
      as="li"
      gap="3"
      align="start"
      px="3"
      py="2.5"
      rounded="l2"
      borderWidth="1px"
      bg={isUnread ? 'blue.subtle' : undefined}
    >
      <Box
        w="2"
        h="2"
        mt="2"
        rounded="full"
        flexShrink={0}
        bg={isUnread ? 'blue.solid' : 'transparent'}
        aria-hidden
      />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={isUnread ? 'semibold' : 'normal'} overflowWrap="anywhere">
          {isUnread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {`${alert.maskedEmail} found in `}
          <Link asChild colorPalette="blue">
            <RouterLink
              to={breachDetailPath(alert.breachName)}
              onClick={() => {
                // Opening the alert is reading it, as in any inbox.
                if (isUnread) onMarkRead(alert.id);
                onOpen?.();
              }}
            >
              {alert.breachTitle}
            </RouterLink>
          </Link>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {`${formatDate(alert.createdAt)} · ${SOURCE_LABELS[alert.source]}`}
        </Text>
      </Stack>
      {isUnread ? (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`Mark the ${alert.breachTitle} alert read`}
          onClick={() => onMarkRead(alert.id)}
          disabled={isMarking}
        >
          <Check />
        </IconButton>
      ) : null}
    </HStack>
  );
}
