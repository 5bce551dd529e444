import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const NotMePanel = lazyPage(() =>
  import('@/features/security-activity/components/not-me-panel').then((m) => m.NotMePanel),
);

/** The activity itself is a section of profile settings (app/routes/dashboard/profile-settings). */
export const webFeature = defineWebFeature({
  slug: 'security-activity',
  publicRoutes: [{ path: paths.securityNotMe, element: <NotMePanel /> }],
});
