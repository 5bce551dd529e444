import { Bell, MailSearch } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { routeData } from '../route-data';
import { defineWebFeature } from './define-web-feature';
import { ALERTS_SUMMARY_CARD_HEIGHT } from '@/features/email-breach-check/components/alerts-summary-card-height';

const Alerts = lazyPage(() =>
  import('@/features/email-breach-check/components/alerts-page').then((m) => m.AlertsPage),
);
const EmailBreachCheck = lazyPage(() =>
  import('../routes/dashboard/email-breach-check').then((m) => m.EmailBreachCheckRoute),
);
const BreachDetail = lazyPage(() =>
  import('../routes/dashboard/breach-detail').then((m) => m.BreachDetailRoute),
);

export const webFeature = defineWebFeature({
  slug: 'email-breach-check',
  dashboardRoutes: [
    { path: 'alerts', element: <Alerts /> },
    {
      path: 'email-breach-check',
      element: <EmailBreachCheck />,
      ...routeData(() =>
        import('../routes/dashboard/email-breach-check-data').then(
          (m) => m.prefetchEmailBreachCheck,
        ),
      ),
    },
    { path: 'breaches/:name', element: <BreachDetail /> },
  ],
  navigation: [
    {
      section: 'overview',
      order: 10,
      label: 'Alerts',
      to: paths.dashboard.alerts,
      icon: Bell,
      loadCount: () => import('../layouts/unread-alerts-count').then((m) => m.UnreadAlertsCount),
    },
    {
      section: 'tools',
      order: 10,
      label: 'Email breach check',
      to: paths.dashboard.emailBreachCheck,
      icon: MailSearch,
    },
  ],
  dashboardCard: {
    label: 'Your alerts',
    order: 20,
    load: () =>
      import('@/features/email-breach-check/components/alerts-summary-card').then(
        (m) => m.AlertsSummaryCard,
      ),
    height: ALERTS_SUMMARY_CARD_HEIGHT,
  },
});
