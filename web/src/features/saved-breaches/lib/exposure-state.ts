import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import type { ExposureCounts } from './next-step';

/**
 * Mozilla Monitor's three states (open exposures, everything fixed, nothing found) and two that
 * keep "nothing found" honest: the server has no breach data to search, or an address is still
 * waiting for its first check. `empty` is an empty list whose coverage could not be read.
 */
export type ExposureState =
  'open' | 'all-fixed' | 'no-breach-data' | 'checking' | 'nothing-found' | 'empty';

export function exposureState(counts: ExposureCounts, coverage: MonitoringCoverage): ExposureState {
  if (counts.toFix > 0) return 'open';
  if (counts.found > 0) return 'all-fixed';
  switch (coverage.state) {
    case 'no-breach-data':
      return 'no-breach-data';
    case 'checking':
      return 'checking';
    case 'checked':
      return 'nothing-found';
    default:
      return 'empty';
  }
}
