import type { RiskBandId } from '@bulwark/contracts/risk-assessment/model-types';
import { useEffect, useState } from 'react';
import { isBandImprovement } from '../lib/band-style';

/** Long enough to read (and for a screen reader to announce), short enough not to nag. */
const CELEBRATION_MS = 12_000;

/** The band just reached, while the page celebrates it; null otherwise. Loading a page never cheers. */
export function useBandCelebration(band: RiskBandId | null): RiskBandId | null {
  const [seen, setSeen] = useState(band);
  const [celebrating, setCelebrating] = useState<RiskBandId | null>(null);
  // Compared during render (React's "previous value" pattern): no effect, no flash of stale state.
  if (band !== seen) {
    setSeen(band);
    setCelebrating(isBandImprovement(seen, band) ? band : null);
  }
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(() => setCelebrating(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [celebrating]);
  return celebrating;
}
