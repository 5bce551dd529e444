import type { ErrorCode } from '@bulwark/contracts/errors';
import { CallableError } from '@bulwark/contracts/errors';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from './get-error-message';

declare module '@tanstack/react-query' {
  interface Register {
    /** `showsOwnError`: the form shows the error next to its fields, so no toast as well. */
    mutationMeta: { showsOwnError?: boolean };
  }
}

/** Worth another try: the server or the network may recover. Everything else will fail again. */
const TRANSIENT_CODES: readonly ErrorCode[] = [
  'unavailable',
  'deadline-exceeded',
  'internal',
  'aborted',
];
const MAX_QUERY_RETRIES = 2;

function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_QUERY_RETRIES &&
    error instanceof CallableError &&
    TRANSIENT_CODES.includes(error.code)
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.showsOwnError) return;
        toast({ title: getErrorMessage(error), variant: 'destructive' });
      },
    }),
    defaultOptions: {
      // The event stream invalidates what changes, so cached data can stay fresh for a while.
      // Reads run even offline, so one with nothing cached says why instead of spinning
      // (api-client.ts); writes made offline wait (networkMode 'online', paused) and are sent,
      // in order, once the browser is back online.
      queries: { staleTime: 60_000, retry: shouldRetryQuery, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'online' },
    },
  });
}
