import type { CallableInput } from '@bulwark/contracts/contracts';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { riskOverviewQueryOptions } from './get-risk-overview';

export type SetActionStateInput = CallableInput<'riskAssessment.setActionState'>;

export function setActionState(input: SetActionStateInput) {
  return callFunction('riskAssessment.setActionState', input);
}

/**
 * Optimistic: the action's new state goes into the cached overview before the server answers, so
 * the browser re-scores at once with the shared model; the server's overview then confirms it.
 */
export function useSetActionState() {
  const queryClient = useQueryClient();
  const { queryKey } = riskOverviewQueryOptions();
  return useMutation({
    mutationFn: setActionState,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (overview) => overview && withActionState(overview, input),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (overview) => queryClient.setQueryData(queryKey, overview),
  });
}

function withActionState(overview: RiskOverview, input: SetActionStateInput): RiskOverview {
  const state = {
    status: input.status,
    reason: input.reason ?? null,
    updatedAt: overview.serverTime,
  };
  return { ...overview, actionStates: { ...overview.actionStates, [input.actionId]: state } };
}
