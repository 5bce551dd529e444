import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { savedBreachesQueryOptions } from './get-saved-breaches';

export function saveBreach(breachName: string) {
  return callFunction('savedBreaches.add', { breachName });
}

export function useSaveBreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBreach,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: savedBreachesQueryOptions().queryKey }),
  });
}
