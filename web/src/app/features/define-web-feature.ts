import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { RouteObject } from 'react-router-dom';
import type { NavCountSource } from '../layouts/nav-count-badge';
import type { SectionHeight } from '@/components/section-skeleton';

/** The dashboard navigation's sections, in the order they are shown. */
export const NAV_SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'tools', title: 'Tools' },
  { id: 'learn', title: 'Learn' },
  { id: 'account', title: 'Account' },
] as const;
export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only the exact path counts as current (the overview would match every child otherwise). */
  end?: boolean;
  /** A live count beside the label (unread alerts, breaches needing action). */
  count?: NavCountSource;
}

export interface FeatureNavItem extends Omit<NavItem, 'count'> {
  section: NavSectionId;
  /** Place in its section, lowest first; the app's own Dashboard is 0 and About is 100. */
  order: number;
  /** The live count's code, loaded with the dashboard rather than with every first page. */
  loadCount?: () => Promise<NavCountSource>;
}

export interface DashboardCard {
  /** Names the card's section: "Loading your risk score", "Your risk score could not be loaded." */
  label: string;
  /** Place in the overview's grid, lowest first; the app's "what to read next" card comes last. */
  order: number;
  /** The card's code, loaded with the overview: the first load of every other page stays small. */
  load: () => Promise<ComponentType>;
  /** The loaded card's height, for the skeleton shown while its code loads: the same as the card's own. */
  height: SectionHeight;
}

/**
 * Everything a feature adds to the web app's shell, declared once in
 * `app/features/<slug>.feature.tsx`: its pages, its links in the dashboard navigation and its card
 * on the dashboard overview. Pages, counts and cards load lazily, so a manifest costs the first
 * load only its icons and links.
 */
export interface WebFeature {
  /** The same slug in contracts/, functions/ and web/; the manifest's file is named after it. */
  slug: string;
  /** Pages under /dashboard, with paths relative to it. */
  dashboardRoutes?: readonly RouteObject[];
  /** Pages anyone may open, outside the dashboard. */
  publicRoutes?: readonly RouteObject[];
  navigation?: readonly FeatureNavItem[];
  dashboardCard?: DashboardCard;
}

export function defineWebFeature(feature: WebFeature): WebFeature {
  return feature;
}
