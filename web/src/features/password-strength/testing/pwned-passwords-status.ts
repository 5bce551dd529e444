import type { PwnedPasswordsStatus } from '@bulwark/contracts/schemas/pwned-passwords-status.schema';

/** A status as the server sends it: a local store of `hashes` (none: the public upstream). */
export function pwnedPasswordsStatus(
  hashes: number,
  overrides: Partial<PwnedPasswordsStatus> = {},
): PwnedPasswordsStatus {
  return {
    hashes,
    ntlmHashes: 0,
    updatedAt: hashes > 0 ? '2026-01-15T10:00:00.000Z' : null,
    source: hashes > 0 ? 'local' : 'upstream',
    upstreamHost: 'api.pwnedpasswords.com',
    lastUpstreamFailure: null,
    lastUpstreamSuccessAt: null,
    ...overrides,
  };
}
