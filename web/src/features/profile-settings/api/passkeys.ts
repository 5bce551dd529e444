import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { collectionQueryKey } from '@/lib/collection-query-key';
import { runPasskeyAction } from '@/lib/passkey-ceremony';
import { runAuthAction } from '@/lib/run-auth-action';

/** One of the person's passkeys, as better-auth's list-user-passkeys describes it. */
export interface PasskeySummary {
  id: string;
  name: string | null;
  createdAt: Date | null;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value as string);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function listPasskeys(): Promise<PasskeySummary[]> {
  const rows = await runAuthAction((fetchOptions) =>
    authClient.passkey.listUserPasskeys({ fetchOptions }),
  );
  return (rows ?? [])
    .map((row) => ({
      id: row.id,
      name: row.name ?? null,
      createdAt: toDate(row.createdAt),
      lastUsedAt: toDate((row as { lastUsedAt?: unknown }).lastUsedAt),
      backedUp: row.backedUp,
    }))
    .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
}

/** The stream marks it stale when a passkey is added or removed (from this tab or another). */
export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: collectionQueryKey('account-passkeys', 'list'),
    queryFn: listPasskeys,
  });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** Creates a passkey on this device (the browser asks for a PIN, fingerprint or face) and names it. */
export async function addPasskey(name: string): Promise<void> {
  await runPasskeyAction((fetchOptions) => authClient.passkey.addPasskey({ name, fetchOptions }));
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      runAuthAction((fetchOptions) => authClient.passkey.updatePasskey({ ...input, fetchOptions })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}

export async function removePasskey(id: string): Promise<void> {
  await runAuthAction((fetchOptions) => authClient.passkey.deletePasskey({ id, fetchOptions }));
}
