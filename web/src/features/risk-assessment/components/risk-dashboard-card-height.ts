import type { SectionHeight } from '@/components/section-skeleton';

/**
 * The overview's risk card as a newcomer sees it (no score yet), 280 px on a phone and a desktop:
 * its skeleton, while the card's code and then its data load, holds this much.
 */
export const RISK_DASHBOARD_CARD_HEIGHT: SectionHeight = '17.5rem';
