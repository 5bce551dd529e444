import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { riskOverviewQueryOptions } from './get-risk-overview';

export function discardDraft(id: string) {
  return callFunction('riskAssessment.discardDraft', { id });
}

/** Drops half-finished changes; the submitted answers (and so the score) stay as they were. */
export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => {
      queryClient.setQueryData(riskOverviewQueryOptions().queryKey, (overview) =>
        overview ? { ...overview, draft: null } : overview,
      );
      return queryClient.invalidateQueries({ queryKey: riskOverviewQueryOptions().queryKey });
    },
  });
}
