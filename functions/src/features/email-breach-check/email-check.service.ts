import { CallableError } from '@bulwark/contracts/errors';
import type { EmailCheckResult } from '@bulwark/contracts/schemas/breach.schema';
import type { SessionUser } from '@/platform/context';
import type { BreachContext } from './breach-catalog.service';
import { lookUpAllSources, presentMatches } from './breach-lookup.service';
import { hashEmail, toHex } from './email-hash';
import { findOwnedHashes } from './monitored-addresses.repository';
import { sharedRateLimiter } from '@/lib/rate-limiter';

/** Server-side checks ask HIBP with our key: a person needs a few a minute, a script many more. */
const CHECKS_PER_MINUTE = 10;

/** The server-side check of one address against every source (the address reaches the server). */
export async function checkEmail(
  ctx: BreachContext & { user: SessionUser },
  input: { email: string; includeHidden: boolean },
): Promise<EmailCheckResult> {
  const wait = sharedRateLimiter(ctx.services, 'email-check', CHECKS_PER_MINUTE).hit(ctx.user.id);
  if (wait > 0) {
    throw new CallableError(
      'resource-exhausted',
      `Too many checks. Try again in ${wait} seconds.`,
      {
        retryAfterSeconds: wait,
      },
    );
  }
  const lookup = await lookUpAllSources(ctx.db, ctx.services, input.email);
  const owned = await findOwnedHashes(ctx.db, ctx.user);
  return presentMatches(lookup, {
    ownsAddress: owned.has(toHex(hashEmail(input.email))),
    includeHidden: input.includeHidden,
    checkedAt: ctx.services.clock.now(),
  });
}
