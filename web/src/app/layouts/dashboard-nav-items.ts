import { House, Info } from 'lucide-react';
import { paths } from '@/config/paths';
import { WEB_FEATURES } from '../features';
import { type FeatureNavItem, NAV_SECTIONS, type NavItem } from '../features/define-web-feature';
import { lazyNavCount } from './lazy-nav-count';

export type { NavItem };

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

/** The app's own pages; every other link comes from a feature's manifest. */
const APP_NAV_ITEMS: readonly FeatureNavItem[] = [
  {
    section: 'overview',
    order: 0,
    label: 'Dashboard',
    to: paths.dashboard.root,
    icon: House,
    end: true,
  },
  { section: 'account', order: 100, label: 'About Bulwark', to: paths.dashboard.about, icon: Info },
];

/** Links by section, each section in its items' order (the sort is stable: ties stay as declared). */
function bySection(items: readonly FeatureNavItem[]): NavSection[] {
  return NAV_SECTIONS.map(({ id, title }) => ({
    title,
    items: items
      .filter((item) => item.section === id)
      .sort((a, b) => a.order - b.order)
      .map(({ section: _section, order: _order, loadCount, ...item }) =>
        loadCount ? { ...item, count: lazyNavCount(loadCount) } : item,
      ),
  }));
}

export const DASHBOARD_NAV: readonly NavSection[] = bySection([
  ...APP_NAV_ITEMS,
  ...WEB_FEATURES.flatMap((feature) => feature.navigation ?? []),
]);
