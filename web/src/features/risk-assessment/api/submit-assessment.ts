import type { CallableInput } from '@bulwark/contracts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { riskOverviewQueryOptions } from './get-risk-overview';

export type SubmitAssessmentInput = CallableInput<'riskAssessment.submit'>;

export function submitAssessment(input: SubmitAssessmentInput) {
  return callFunction('riskAssessment.submit', input);
}

/**
 * Submits the draft; the server answers with the new overview, which shows the results at once.
 * The review page shows a failure next to the button, so no toast as well.
 */
export function useSubmitAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAssessment,
    meta: { showsOwnError: true },
    onSuccess: (overview) =>
      queryClient.setQueryData(riskOverviewQueryOptions().queryKey, overview),
  });
}
