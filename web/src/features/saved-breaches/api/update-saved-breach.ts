import type {
  SavedBreach,
  SavedBreachStatus,
  StepState,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { savedBreachesQueryOptions } from './get-saved-breaches';

/** Puts the server's answer into the cached list at once; the stream brings other tabs along. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (updated: SavedBreach[]) => {
    const byId = new Map(updated.map((item) => [item.id, item]));
    queryClient.setQueryData(savedBreachesQueryOptions().queryKey, (list) =>
      list?.map((item) => byId.get(item.id) ?? item),
    );
  };
}

export function useUpdateStep() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (input: { id: string; stepId: string; state: StepState }) =>
      callFunction('savedBreaches.updateStep', input),
    onSuccess: (saved) => replace([saved]),
  });
}

export function useUpdateNotes() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (input: { id: string; notes: string }) =>
      callFunction('savedBreaches.updateNotes', input),
    meta: { showsOwnError: true },
    onSuccess: (saved) => replace([saved]),
  });
}

export function useSetStatus() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (input: { id: string; status: SavedBreachStatus }) =>
      callFunction('savedBreaches.setStatus', input),
    onSuccess: (saved) => replace([saved]),
  });
}

export function useResolveMany() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (ids: string[]) => callFunction('savedBreaches.resolveMany', { ids }),
    onSuccess: replace,
  });
}

export function useRemoveSavedBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callFunction('savedBreaches.remove', { id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedBreachesQueryOptions().queryKey }),
  });
}
