import { useMutation } from '@tanstack/react-query';

/**
 * An identity action (better-auth, through `runAuthAction`) as a TanStack mutation, so a form
 * runs it as it runs a callable: `useSingleFlight` + `mutateSettled`, the error read from the
 * mutation. Three differences from a callable's write: it is never held back while offline (the
 * person is told at once, rather than signed in later by a replay), its form shows its error
 * beside the fields unless it asks for the usual toast (`errorAsToast`, for a lone button), and it
 * leaves the cache as soon as its form unmounts, so a password among its variables does not stay
 * in memory.
 */
export function useAuthMutation<TVariables, TData>(
  action: (variables: TVariables) => Promise<TData>,
  { errorAsToast = false }: { errorAsToast?: boolean } = {},
) {
  return useMutation({
    mutationFn: action,
    networkMode: 'always',
    gcTime: 0,
    meta: { showsOwnError: !errorAsToast },
  });
}
