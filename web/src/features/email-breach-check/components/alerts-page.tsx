import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { HibpAttribution } from '@/components/hibp-attribution';
import { PageHeader } from '@/components/page-header';
import { SectionSkeleton } from '@/components/section-skeleton';
import { paths } from '@/config/paths';
import { useBreachAlerts } from '../api/breach-alerts';
import { MarkAllReadButton } from './mark-all-read-button';
import { AlertList } from './alert-list';
import { AlertsEmptyState } from './alerts-empty-state';

function AlertCentre() {
  const alerts = useBreachAlerts();
  if (alerts.isPending) return <SectionSkeleton label="Loading your alerts" height="40" />;
  if (alerts.isError) {
    return (
      <QueryErrorNotice
        title="Your alerts could not be loaded."
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
      />
    );
  }
  const { alerts: list, unreadCount } = alerts.data;
  if (list.length === 0) return <AlertsEmptyState />;
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text aria-live="polite">{unreadCount > 0 ? `${unreadCount} unread` : 'All read'}</Text>
        {unreadCount > 0 ? <MarkAllReadButton size="sm" /> : null}
      </HStack>
      <AlertList alerts={list} label="Alerts, newest first" />
      <HibpAttribution />
    </Stack>
  );
}

/** The alert centre: every alert, newest first, with mark-as-read (one or all). */
export function AlertsPage() {
  return (
    <>
      <PageHeader
        title="Alerts"
        description="New breaches of the addresses Bulwark monitors for you, newest first. Each alert is also sent by email."
      />
      <Stack gap="8" maxW="3xl">
        <AlertCentre />
        <Text textStyle="sm" color="fg.muted">
          Choose where alert emails go and which addresses are monitored on the{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.dashboard.monitoredAddresses}>email breach check</RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    </>
  );
}
