import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import type { RiskBandId } from '@bulwark/contracts/risk-assessment/model-types';

export type RiskBand = (typeof RISK_BANDS)[number];

export function bandById(id: RiskBandId): RiskBand {
  const band = RISK_BANDS.find((candidate) => candidate.id === id);
  if (!band) throw new Error(`Unknown risk band "${id}"`);
  return band;
}
