import { LayoutList } from 'lucide-react';
import { paths } from '@/config/paths';
import { lazyPage } from '../lazy-page';
import { defineWebFeature } from './define-web-feature';

const SavedBreaches = lazyPage(() =>
  import('@/features/saved-breaches/components/saved-breaches-page').then(
    (m) => m.SavedBreachesPage,
  ),
);

export const webFeature = defineWebFeature({
  slug: 'saved-breaches',
  dashboardRoutes: [{ path: 'saved-breaches', element: <SavedBreaches /> }],
  navigation: [
    {
      section: 'tools',
      order: 20,
      label: 'Saved breaches',
      to: paths.dashboard.savedBreaches,
      icon: LayoutList,
      loadCount: () => import('../layouts/action-needed-count').then((m) => m.ActionNeededCount),
    },
  ],
  dashboardCard: {
    label: 'What was exposed',
    order: 30,
    load: () =>
      import('@/features/saved-breaches/components/exposure-figures').then(
        (m) => m.ExposureFigures,
      ),
    height: '40',
  },
});
