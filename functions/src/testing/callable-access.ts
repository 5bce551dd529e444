import type { CallableInput, CallableName, CallableOutput } from '@bulwark/contracts/contracts';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

/** The person whose rows the attacker goes after. */
export interface Victim {
  server: TestServer;
  client: TestClient;
  userId: string;
  /** Calls a callable as the victim; seeding stops at the first refusal. */
  call: <N extends CallableName>(name: N, input: CallableInput<N>) => Promise<CallableOutput<N>>;
}

/** The victim's typed `call`: the output of a successful call, or an error naming the callable. */
export function seedingCall(client: TestClient): Victim['call'] {
  return async (name, input) => {
    const { status, body } = await client.callUnchecked(name, input);
    if (status !== 200)
      throw new Error(`seeding failed: ${name} answered ${status} ${JSON.stringify(body)}`);
    // A 200 answer passed the server's output check against the same contract.
    return body as CallableOutput<typeof name>;
  };
}

/**
 * How one feature's callables are attacked in the access matrix (platform/callable-access.test.ts),
 * declared beside the feature in `testing/callable-access.ts`. Every callable of the feature is
 * in exactly one of `ownScopeOnly` and `attacks`, so a new callable cannot go unexamined.
 */
export interface CallableAccessSpec<Ids extends Record<string, string>> {
  /** Gives the victim rows of this feature; the ids returned are what the attacker names. */
  seedVictim?: (victim: Victim) => Promise<Ids>;
  /** Callables that take no id: they read or change only the caller's own rows. */
  ownScopeOnly: readonly CallableName[];
  /** Of those, the ones that read: the attacker's own reads must never carry the victim's data. */
  reads?: readonly CallableName[];
  /** Callables that name a row: the input naming the victim's. */
  attacks?: Partial<Record<CallableName, (ids: Ids) => unknown>>;
}

/** A spec with its ids' type erased, so specs of every feature sit in one list. */
export interface FeatureCallableAccess {
  ownScopeOnly: readonly CallableName[];
  reads: readonly CallableName[];
  attacked: readonly CallableName[];
  /** Seeds the victim; returns the ids (none may ever reach the attacker) and each attack's input. */
  seed(victim: Victim): Promise<{ ids: string[]; attackInputs: Map<CallableName, unknown> }>;
}

export function defineCallableAccess<Ids extends Record<string, string> = Record<never, string>>(
  spec: CallableAccessSpec<Ids>,
): FeatureCallableAccess {
  const attacks = Object.entries(spec.attacks ?? {}) as [CallableName, (ids: Ids) => unknown][];
  return {
    ownScopeOnly: spec.ownScopeOnly,
    reads: spec.reads ?? [],
    attacked: attacks.map(([name]) => name),
    async seed(victim) {
      const ids = spec.seedVictim ? await spec.seedVictim(victim) : ({} as Ids);
      return {
        ids: Object.values(ids),
        attackInputs: new Map(attacks.map(([name, attack]) => [name, attack(ids)])),
      };
    },
  };
}
