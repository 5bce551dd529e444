import { MessageSquare } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const Feedback = lazyPage(() =>
  import('../routes/dashboard/feedback').then((m) => m.FeedbackRoute),
);

export const webFeature = defineWebFeature({
  slug: 'feedback',
  dashboardRoutes: [{ path: 'feedback', element: <Feedback /> }],
  navigation: [
    {
      section: 'account',
      order: 20,
      label: 'Feedback',
      to: paths.dashboard.feedback,
      icon: MessageSquare,
    },
  ],
});
