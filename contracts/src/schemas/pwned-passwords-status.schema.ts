import { z } from 'zod';

/**
 * Where this server's breached-password answers come from: `local` (an ingested Pwned Passwords
 * store, which always wins), `upstream` (a range API such as api.pwnedpasswords.com, asked with
 * the 5-character hash prefix only) or `off` (neither: breaches cannot be checked).
 */
export const PWNED_PASSWORDS_SOURCES = ['local', 'upstream', 'off'] as const;
export type PwnedPasswordsSource = (typeof PWNED_PASSWORDS_SOURCES)[number];

/** GET /v1/pwned-passwords/status. */
export const PwnedPasswordsStatusSchema = z.object({
  /** SHA-1 hashes in the local store; 0 when none was ingested. */
  hashes: z.number().int().nonnegative(),
  ntlmHashes: z.number().int().nonnegative(),
  /** When the local store was built, ISO 8601; null without one. */
  updatedAt: z.string().nullable(),
  source: z.enum(PWNED_PASSWORDS_SOURCES),
  /** Host of the configured upstream (even while the local store answers); null when off. */
  upstreamHost: z.string().nullable(),
  /** The upstream's last failure since start-up, in words an operator can act on. */
  lastUpstreamFailure: z.object({ at: z.string(), reason: z.string() }).nullable(),
  lastUpstreamSuccessAt: z.string().nullable(),
});
export type PwnedPasswordsStatus = z.infer<typeof PwnedPasswordsStatusSchema>;
