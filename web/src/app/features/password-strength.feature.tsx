import { KeyRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const PasswordStrengthChecker = lazyPage(() =>
  import('../routes/dashboard/password-strength-checker').then(
    (m) => m.PasswordStrengthCheckerRoute,
  ),
);

export const webFeature = defineWebFeature({
  slug: 'password-strength',
  dashboardRoutes: [{ path: 'password-strength-checker', element: <PasswordStrengthChecker /> }],
  navigation: [
    {
      section: 'tools',
      order: 50,
      label: 'Password strength',
      to: paths.dashboard.passwordStrengthChecker,
      icon: KeyRound,
    },
  ],
});
