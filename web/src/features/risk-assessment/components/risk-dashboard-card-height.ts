import type { SectionHeight } from '@/components/section-skeleton';

/**
 * The overview's risk card as a newcomer sees it (no score yet), the same on a phone and a
 * desktop. While its code loads the whole card is a skeleton; once the card is there, only its
 * body waits for the data, under the title row.
 */
export const RISK_DASHBOARD_CARD_HEIGHT: SectionHeight = '17.5rem'; // 280 px
export const RISK_SUMMARY_BODY_HEIGHT: SectionHeight = '11.875rem'; // 190 px
