import type { ReactNode } from 'react';
import { useBreachAlerts } from '@/features/email-breach-check/api/breach-alerts';
import type { NavCount } from './nav-count-badge';

/**
 * The number of unread breach alerts for the nav link, live: a new alert's change event
 * refetches the list. None while there is nothing unread (or nothing loaded yet).
 */
export function UnreadAlertsCount({
  children,
}: {
  children: (count: NavCount | null) => ReactNode;
}) {
  const alerts = useBreachAlerts();
  const unread = alerts.data?.unreadCount ?? 0;
  return children(
    unread > 0 ? { count: unread, description: `${unread} unread`, palette: 'red' } : null,
  );
}
