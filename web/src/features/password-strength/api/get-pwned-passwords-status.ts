import {
  type PwnedPasswordsStatus,
  PwnedPasswordsStatusSchema,
} from '@bulwark/contracts/schemas/pwned-passwords-status.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { PwnedPasswordsStatus };

/**
 * GET /v1/pwned-passwords/status: where this server's breached-password answers come from (its
 * own store, an upstream such as api.pwnedpasswords.com, or nothing), how many hashes the store
 * holds, and the upstream's last failure.
 */
export async function getPwnedPasswordsStatus(signal?: AbortSignal): Promise<PwnedPasswordsStatus> {
  const response = await fetch('/v1/pwned-passwords/status', {
    signal: signal ?? null,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Server responded with status ${response.status}`);
  return PwnedPasswordsStatusSchema.parse(await response.json());
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
