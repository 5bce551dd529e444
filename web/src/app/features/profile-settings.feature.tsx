import { CircleUser } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const ProfileSettings = lazyPage(() =>
  import('../routes/dashboard/profile-settings').then((m) => m.ProfileSettingsRoute),
);

export const webFeature = defineWebFeature({
  slug: 'profile-settings',
  dashboardRoutes: [{ path: 'profile-settings', element: <ProfileSettings /> }],
  navigation: [
    {
      section: 'account',
      order: 10,
      label: 'Profile settings',
      to: paths.dashboard.profileSettings,
      icon: CircleUser,
    },
  ],
});
