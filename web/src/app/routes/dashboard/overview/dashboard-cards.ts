import { WEB_FEATURES } from '../../../features';
import { lazySection, type PreloadablePage } from '../../../lazy-page';

/** A card of the overview: its section's name, and the section, whose code loads on its own. */
export interface DashboardCardSection {
  label: string;
  Card: PreloadablePage;
}

/**
 * The features' cards, in their order; the app's "what to read next" card follows them. Built
 * with the router, which loads their code beside the overview's own (router.tsx).
 */
export const DASHBOARD_CARDS: readonly DashboardCardSection[] = WEB_FEATURES.flatMap(
  (feature) => feature.dashboardCard ?? [],
)
  .sort((a, b) => a.order - b.order)
  .map(({ label, load, height }) => ({
    label,
    Card: lazySection(load, { label: `Loading ${label.toLowerCase()}`, height }),
  }));

/** Every card's code; a card whose code failed to load tries again as it renders. */
export async function preloadDashboardCards(): Promise<void> {
  await Promise.allSettled(DASHBOARD_CARDS.map(({ Card }) => Card.preload()));
}
