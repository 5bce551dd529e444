import type { z } from 'zod';
import type { CallableName, CallableOutput, Contracts } from '@bulwark/contracts/contracts';
import type { AppDb } from '@/db/client';
import type { AppServices, SessionUser } from './context';
import type { RequestClient } from '@/http/request-client';

export interface CallableContext<User extends SessionUser | null = SessionUser> {
  user: User;
  /** The caller's session id (null for anonymous callers). */
  sessionId: string | null;
  /** Scoped by row-level security to `user` (a plain connection for anonymous callables). */
  db: AppDb;
  requestId: string;
  services: AppServices;
  /** Who called, for the person's security activity: the address rate limits see, and the browser. */
  client: RequestClient;
}

export type CallableAuth = 'required' | 'optional';

/**
 * A budget per signed-in person, shared by every instance (lib/shared-rate-limiter.ts) and counted
 * by call-route.ts before the handler's transaction opens.
 */
export interface CallableLimit {
  /** The shared limit's name. */
  purpose: string;
  perWindow: number;
  windowMs: number;
  /** What the person reads when over it; "Try again in N seconds." follows. */
  refusal: string;
}

type Handler<N extends CallableName, A extends CallableAuth> = (
  input: CallableOutputOfInput<N>,
  ctx: CallableContext<A extends 'required' ? SessionUser : SessionUser | null>,
) => Promise<CallableOutput<N>>;

/** The input after zod parsing (defaults applied, strings trimmed): what handlers receive. */
type CallableOutputOfInput<N extends CallableName> = z.output<Contracts[N]['input']>;

export interface CallableDefinition {
  name: CallableName;
  auth: CallableAuth;
  /**
   * It may end sessions: its answer waits until this instance refuses them, so the next request
   * here is refused (other instances follow within a second; verified-sessions.ts).
   */
  endsSessions: boolean;
  /** Its per-person budget, if it has one. */
  limit: CallableLimit | null;
  handler: (input: unknown, ctx: CallableContext<SessionUser | null>) => Promise<unknown>;
}

/**
 * Declares `POST /v1/call/<name>`. Input and output are validated against the contract of the
 * same name; the handler only maps input to a service call. Errors are CallableErrors.
 */
export function defineCallable<N extends CallableName, A extends CallableAuth>(
  name: N,
  options: { auth: A; endsSessions?: boolean; limit?: CallableLimit },
  handler: Handler<N, A>,
): CallableDefinition {
  return {
    name,
    auth: options.auth,
    endsSessions: options.endsSessions ?? false,
    limit: options.limit ?? null,
    handler: handler as CallableDefinition['handler'],
  };
}
