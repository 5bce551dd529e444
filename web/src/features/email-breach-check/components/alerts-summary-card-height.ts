import type { SectionHeight } from '@/components/section-skeleton';

/**
 * The overview's alerts card as a newcomer sees it (no alerts): 230 px on a phone, and in the
 * two-column grid as tall as the risk card beside it.
 */
export const ALERTS_SUMMARY_CARD_HEIGHT: SectionHeight = { base: '14.375rem', lg: '17.5rem' };
