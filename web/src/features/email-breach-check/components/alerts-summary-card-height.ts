import type { SectionHeight } from '@/components/section-skeleton';

/**
 * The overview's alerts card as a newcomer sees it (no alerts): 230 px on a phone, and in the
 * two-column grid as tall as the risk card beside it. While its code loads the whole card is a
 * skeleton; once the card is there, only its body (140 px) waits for the data.
 */
export const ALERTS_SUMMARY_CARD_HEIGHT: SectionHeight = { base: '14.375rem', lg: '17.5rem' };
export const ALERTS_SUMMARY_BODY_HEIGHT: SectionHeight = '8.75rem';
