import {
  Badge,
  Box,
  HStack,
  IconButton,
  Link,
  Popover,
  Portal,
  Skeleton,
  Text,
} from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { headerPopupPositioning } from '@/components/ui/header-popup-positioning';
import { paths } from '@/config/paths';
import { useBreachAlerts } from '../api/breach-alerts';
import { MarkAllReadButton } from './mark-all-read-button';
import { badgeCount, describeUnread } from '../lib/describe-unread';
import { AlertList } from './alert-list';
import { AlertsEmptyState } from './alerts-empty-state';

/** The newest few; the alert centre has them all. */
const ALERTS_SHOWN = 5;

function AlertsPopoverBody({ onOpen }: { onOpen: () => void }) {
  const alerts = useBreachAlerts();
  if (alerts.isPending) return <Skeleton height="24" />;
  if (alerts.isError)
    return (
      <Text color="fg.error">
        Your alerts could not be loaded. Open the alert centre to try again.
      </Text>
    );
  if (alerts.data.alerts.length === 0) return <AlertsEmptyState onOpen={onOpen} />;
  return (
    <AlertList
      alerts={alerts.data.alerts.slice(0, ALERTS_SHOWN)}
      label="Newest alerts"
      onOpen={onOpen}
    />
  );
}

/**
 * The bell in the dashboard header: the unread count on it, the newest alerts under it, with
 * mark-as-read, and the alert centre one click away. The count is live (the stream's
 * 'breach-alerts' events refetch the list).
 */
export function AlertsBell() {
  const [isOpen, setOpen] = useState(false);
  const alerts = useBreachAlerts();
  const unread = alerts.data?.unreadCount ?? 0;
  const close = () => setOpen(false);
  return (
    <Popover.Root
      open={isOpen}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ ...headerPopupPositioning, placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={describeUnread(unread)}
          position="relative"
        >
          <Bell />
          {unread > 0 ? (
            <Badge
              colorPalette="red"
              variant="solid"
              size="xs"
              position="absolute"
              top="0"
              insetEnd="0"
              rounded="full"
              aria-hidden
            >
              {badgeCount(unread)}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named outright: the popover names itself by its title only when it finds the title at
              opening, which a lazily mounted one may not have rendered yet. */}
          {/* Fixed to the viewport, the popover cannot be scrolled into view with the page: on a
              phone held sideways it scrolls itself rather than hide its footer. */}
          <Popover.Content
            width="sm"
            maxW="calc(100vw - 1.5rem)"
            maxH="var(--available-height)"
            overflowY="auto"
            aria-label={describeUnread(unread)}
          >
            <Popover.Header>
              <HStack justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">{describeUnread(unread)}</Popover.Title>
                {unread > 0 ? <MarkAllReadButton size="xs" /> : null}
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="min(60vh, 28rem)" overflowY="auto">
              <AlertsPopoverBody onOpen={close} />
            </Popover.Body>
            <Popover.Footer>
              <Box>
                <Link asChild colorPalette="blue" fontWeight="medium">
                  <RouterLink to={paths.dashboard.alerts} onClick={close}>
                    Open the alert centre
                  </RouterLink>
                </Link>
              </Box>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
