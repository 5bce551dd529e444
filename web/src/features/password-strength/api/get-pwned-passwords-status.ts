import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** GET /v1/pwned-passwords/status: how many breached hashes this server holds, and since when. */
export const PwnedPasswordsStatusSchema = z.object({
  hashes: z.number().int().nonnegative(),
  ntlmHashes: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
});
export type PwnedPasswordsStatus = z.infer<typeof PwnedPasswordsStatusSchema>;

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
