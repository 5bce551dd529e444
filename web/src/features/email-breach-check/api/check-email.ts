import type { EmailCheckResult } from '@bulwark/contracts/schemas/breach.schema';
import { useMutation } from '@tanstack/react-query';
import { callFunction } from '@/lib/api-client';
import { type PrivateCheckResult, checkEmailPrivately } from '../lib/private-check';
import { describeBreaches } from './describe-breaches';
import { getBreachRange } from './get-breach-range';

export interface CheckEmailInput {
  email: string;
  includeHidden: boolean;
  /** Also ask HIBP: the address itself then goes to the server and on to HIBP. */
  allSources: boolean;
}

export type CheckEmailOutcome =
  | { kind: 'private'; email: string; result: PrivateCheckResult }
  | { kind: 'all-sources'; email: string; result: EmailCheckResult };

export async function checkEmail(input: CheckEmailInput): Promise<CheckEmailOutcome> {
  if (input.allSources) {
    const result = await callFunction('emailBreachCheck.check', {
      email: input.email,
      includeHidden: input.includeHidden,
    });
    return { kind: 'all-sources', email: input.email, result };
  }
  const result = await checkEmailPrivately(
    input.email,
    { includeHidden: input.includeHidden },
    { fetchRange: (prefix) => getBreachRange(prefix), describeBreaches },
  );
  return { kind: 'private', email: input.email, result };
}

/** A check is a mutation: it is asked for, not cached, and shows its own errors. */
export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail, meta: { showsOwnError: true } });
}
