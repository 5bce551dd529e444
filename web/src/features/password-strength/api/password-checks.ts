import type { RecordPasswordCheckInput } from '@bulwark/contracts/schemas/password-check.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { collectionQueryKey } from '@/lib/collection-query-key';

/** Keyed under 'password-checks', the collection the server announces changes on. */
export function passwordChecksQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('password-checks'),
    queryFn: ({ signal }) => callFunction('passwordChecks.list', {}, { signal }),
  });
}

/** The caller's recorded checks, newest first. */
export function usePasswordChecks() {
  return useQuery(passwordChecksQueryOptions());
}

/**
 * Sends exactly the label, the score and the flags. The fields are copied one by one so that an
 * object carrying more (a form state with the password in it, say) can never leak into the body.
 */
export function recordPasswordCheck({
  label,
  score,
  pwned,
  reused,
  inUse,
}: RecordPasswordCheckInput) {
  return callFunction('passwordChecks.record', { label, score, pwned, reused, inUse });
}

export function useRecordPasswordCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPasswordCheck,
    // The form shows the server's reason next to the button.
    meta: { showsOwnError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: passwordChecksQueryOptions().queryKey }),
  });
}

export function useRemovePasswordCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callFunction('passwordChecks.remove', { id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: passwordChecksQueryOptions().queryKey }),
  });
}
