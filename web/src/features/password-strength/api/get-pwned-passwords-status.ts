import {
  type PwnedPasswordsStatus,
  PwnedPasswordsStatusSchema,
} from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';

export type { PwnedPasswordsStatus };

/**
 * GET /v1/pwned-passwords/status: where this server's breached-password answers come from (its
 * own store, an upstream such as api.pwnedpasswords.com, or nothing), how many hashes the store
 * holds, and the upstream's last failure.
 */
export function getPwnedPasswordsStatus(signal?: AbortSignal): Promise<PwnedPasswordsStatus> {
  return getJson('/v1/pwned-passwords/status', PwnedPasswordsStatusSchema, { signal });
}

export function pwnedPasswordsStatusQueryOptions() {
  return queryOptions({
    queryKey: ['password-strength', 'pwned-passwords-status'],
    queryFn: ({ signal }) => getPwnedPasswordsStatus(signal),
    staleTime: 60_000,
  });
}

export function usePwnedPasswordsStatus() {
  return useQuery(pwnedPasswordsStatusQueryOptions());
}
