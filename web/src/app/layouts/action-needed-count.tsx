import type { ReactNode } from 'react';
import { useExposureSummary } from '@/features/saved-breaches/api/get-exposure-summary';
import type { NavCount } from './nav-count-badge';

/**
 * How many saved breaches need action, for the nav link: the exposure summary, which its trigger
 * recomputes and announces after every change to the list.
 */
export function ActionNeededCount({
  children,
}: {
  children: (count: NavCount | null) => ReactNode;
}) {
  const summary = useExposureSummary();
  const count = summary.data?.actionNeeded ?? 0;
  return children(
    count > 0
      ? {
          count,
          description: `${count} ${count === 1 ? 'needs' : 'need'} action`,
          palette: 'orange',
        }
      : null,
  );
}
