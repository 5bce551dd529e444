import { WandSparkles } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const PasswordGenerator = lazyPage(() =>
  import('@/features/password-generator/components/password-generator-page').then(
    (m) => m.PasswordGeneratorPage,
  ),
);

export const webFeature = defineWebFeature({
  slug: 'password-generator',
  dashboardRoutes: [{ path: 'password-generator', element: <PasswordGenerator /> }],
  navigation: [
    {
      section: 'tools',
      order: 40,
      label: 'Password generator',
      to: paths.dashboard.passwordGenerator,
      icon: WandSparkles,
    },
  ],
});
