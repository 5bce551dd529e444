import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { riskOverviewQueryOptions } from './get-risk-overview';

export function submitAssessment(id: string) {
  return callFunction('riskAssessment.submit', { id });
}

/** Submits the draft; the server answers with the new overview, which shows the results at once. */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    onSuccess: (overview) =>
      queryClient.setQueryData(riskOverviewQueryOptions().queryKey, overview),
  });
}
