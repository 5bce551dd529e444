import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { useBreachAlerts } from '@/features/email-breach-check/api/breach-alerts';

/**
 * The number of unread breach alerts beside the nav link, live: a new alert's change event
 * refetches the list. Nothing is shown while there is nothing unread (or nothing loaded yet).
 */
export function UnreadAlertsBadge() {
  const alerts = useBreachAlerts();
  const unread = alerts.data?.unreadCount ?? 0;
  if (unread === 0) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" ms="auto">
      {unread}
      <VisuallyHidden> unread {unread === 1 ? 'alert' : 'alerts'}</VisuallyHidden>
    </Badge>
  );
}
