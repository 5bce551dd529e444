import type { RiskBandId } from '@bulwark/contracts/risk-assessment/model-types';
import {
  Contrast,
  OctagonAlert,
  ShieldCheck,
  Siren,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';

interface BandStyle {
  /** Chakra colour palette; always paired with the icon and the label, never colour alone. */
  palette: 'green' | 'teal' | 'yellow' | 'orange' | 'red';
  Icon: LucideIcon;
}

export const BAND_STYLES: Record<RiskBandId, BandStyle> = {
  low: { palette: 'green', Icon: ShieldCheck },
  moderate: { palette: 'teal', Icon: Contrast },
  elevated: { palette: 'yellow', Icon: TriangleAlert },
  high: { palette: 'orange', Icon: OctagonAlert },
  critical: { palette: 'red', Icon: Siren },
};

const BAND_ORDER: readonly RiskBandId[] = ['critical', 'high', 'elevated', 'moderate', 'low'];

/** True when `next` is a safer band than `previous`: the moment for a small celebration. */
export function isBandImprovement(previous: RiskBandId | null, next: RiskBandId | null): boolean {
  if (!previous || !next) return false;
  return BAND_ORDER.indexOf(next) > BAND_ORDER.indexOf(previous);
}
