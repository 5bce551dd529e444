import type { EmailCheckResult } from '@bulwark/contracts/schemas/breach.schema';
import type { SessionUser } from '@/platform/context';
import type { BreachContext } from '@/features/breach-catalog/breach-catalog.service';
import { lookUpAllSources, presentMatches } from './breach-lookup.service';
import { hashEmail, toHex } from '@/lib/email-hash';
import { findOwnedHashes } from '@/features/monitored-addresses/monitored-addresses.service';

/**
 * The server-side check of one address against every source (the address reaches the server).
 * Limited per person by its callable (breach-lookup.callables.ts).
 */
export async function checkEmail(
  ctx: BreachContext & { user: SessionUser },
  input: { email: string; includeHidden: boolean },
): Promise<EmailCheckResult> {
  const lookup = await lookUpAllSources(ctx.db, ctx.services, input.email);
  const owned = await findOwnedHashes(ctx.db, ctx.user);
  return presentMatches(lookup, {
    ownsAddress: owned.has(toHex(hashEmail(input.email))),
    includeHidden: input.includeHidden,
    checkedAt: ctx.services.clock.now(),
  });
}
