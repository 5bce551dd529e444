import { Badge, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HibpAttribution } from '@/components/hibp-attribution';
import { breachDetailPath } from '@/config/paths';
import { useBreachAlerts, useMarkAlertsRead } from '../api/breach-alerts';
import { formatDate } from './breach-facts';

/** New matches of monitored addresses; the list and its unread count update live. */
export function BreachAlertsPanel() {
  const alerts = useBreachAlerts();
  const markRead = useMarkAlertsRead();
  if (alerts.isPending) return <Skeleton height="12" />;
  if (alerts.isError || alerts.data.alerts.length === 0) {
    return <Text color="fg.muted">No alerts yet. Bulwark checks your monitored addresses every day.</Text>;
  }
  const { unreadCount } = alerts.data;
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Badge colorPalette={unreadCount > 0 ? 'red' : 'gray'} aria-live="polite">
          {unreadCount} unread
        </Badge>
        {unreadCount > 0 ? (
          <Button size="sm" variant="outline" onClick={() => markRead.mutate(undefined)} loading={markRead.isPending}>
            Mark all read
          </Button>
        ) : null}
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none">
        {alerts.data.alerts.map((alert) => (
          <HStack as="li" key={alert.id} borderWidth="1px" rounded="l2" px="4" py="2" justify="space-between" wrap="wrap">
            <Text fontWeight={alert.readAt ? 'normal' : 'semibold'}>
              {alert.maskedEmail} found in{' '}
              <Link asChild colorPalette="blue">
                <RouterLink to={breachDetailPath(alert.breachName)}>{alert.breachTitle}</RouterLink>
              </Link>
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {formatDate(alert.createdAt)}
            </Text>
          </HStack>
        ))}
      </Stack>
      <HibpAttribution />
    </Stack>
  );
}
