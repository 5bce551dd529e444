import type { Feedback } from '@bulwark/contracts/schemas/feedback.schema';

export const CATEGORY_LABELS: Record<Feedback['category'], string> = {
  bug: 'Something is broken',
  idea: 'An idea',
  praise: 'Praise',
  question: 'A question',
  other: 'Something else',
};

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
