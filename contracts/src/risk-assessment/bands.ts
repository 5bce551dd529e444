import type { RiskBandId } from './model-types';

export interface RiskBand {
  id: RiskBandId;
  /** Lowest rounded score in the band. */
  min: number;
  label: string;
  message: string;
  /** Shown with the colour, never colour alone. */
  icon: string;
  colour: 'green' | 'teal' | 'amber' | 'orange' | 'red';
}

/** Design §6.5, best first. */
export const RISK_BANDS: readonly RiskBand[] = [
  {
    id: 'low',
    min: 85,
    label: 'Low',
    message: 'Well protected; keep monitoring.',
    icon: '✓',
    colour: 'green',
  },
  {
    id: 'moderate',
    min: 70,
    label: 'Moderate',
    message: 'A good base, with a few gaps.',
    icon: '◐',
    colour: 'teal',
  },
  {
    id: 'elevated',
    min: 50,
    label: 'Elevated',
    message: 'Important gaps; fix the top items this week.',
    icon: '!',
    colour: 'amber',
  },
  {
    id: 'high',
    min: 30,
    label: 'High',
    message: 'A likely target for account takeover; act today.',
    icon: '!!',
    colour: 'orange',
  },
  {
    id: 'critical',
    min: 0,
    label: 'Critical',
    message: 'Several open doors; start with step 1 now.',
    icon: '!!!',
    colour: 'red',
  },
];

/** Shown with every score (Microsoft Secure Score style). */
export const RISK_SCORE_DISCLAIMER =
  'The score measures how many proven protections you have in place and your known exposures. It is not the probability of being hacked.';

export function bandFor(score: number): RiskBandId {
  return RISK_BANDS.find((band) => score >= band.min)?.id ?? 'critical';
}
