import { Link, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardCard } from '@/components/dashboard-card';
import { QueryErrorNotice } from '@/components/errors/query-error-notice';
import { SectionSkeleton } from '@/components/section-skeleton';
import { paths } from '@/config/paths';
import { useBreachAlerts } from '../api/breach-alerts';
import { AlertList } from './alert-list';
import { AlertsEmptyState } from './alerts-empty-state';
import { ALERTS_SUMMARY_BODY_HEIGHT } from './alerts-summary-card-height';

function AlertsSummary() {
  const alerts = useBreachAlerts();
  if (alerts.isPending)
    return <SectionSkeleton label="Loading your alerts" height={ALERTS_SUMMARY_BODY_HEIGHT} />;
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
  const [newest] = list;
  if (!newest) return <AlertsEmptyState />;
  return (
    <Stack gap="3">
      <Text fontSize="2xl" fontWeight="semibold">
        {unreadCount > 0 ? `${unreadCount} unread` : 'All read'}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        Newest
      </Text>
      <AlertList alerts={[newest]} label="Newest alert" />
    </Stack>
  );
}

/** The dashboard's alerts: how many are unread and the newest, with the alert centre a click away. */
export function AlertsSummaryCard() {
  return (
    <DashboardCard
      id="alerts-summary"
      title="Alerts"
      icon={Bell}
      action={
        <Link asChild colorPalette="blue" textStyle="sm">
          <RouterLink to={paths.dashboard.alerts}>Open the alert centre</RouterLink>
        </Link>
      }
    >
      <AlertsSummary />
    </DashboardCard>
  );
}
