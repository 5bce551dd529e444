import type { RiskMode } from '@bulwark/contracts/risk-assessment/model-types';
import type { RiskAssessment } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { riskOverviewQueryOptions } from './get-risk-overview';

export function startAssessment(mode: RiskMode) {
  return callFunction('riskAssessment.start', { mode });
}

/** Puts a draft the server just returned into the cached overview, so the page switches at once. */
export function usePutDraft() {
  const queryClient = useQueryClient();
  return (draft: RiskAssessment | null) =>
    queryClient.setQueryData(riskOverviewQueryOptions().queryKey, (overview) =>
      overview ? { ...overview, draft } : overview,
    );
}

/** Opens a draft (the server pre-fills the latest submitted answers) or returns the open one. */
export function useStartAssessment() {
  const putDraft = usePutDraft();
  return useMutation({ mutationFn: startAssessment, onSuccess: putDraft });
}
