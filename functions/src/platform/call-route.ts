import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { CallableError, type ErrorBody, HTTP_STATUS_BY_CODE } from '@bulwark/contracts/errors';
import { contracts, isCallableName } from '@bulwark/contracts/contracts';
import type { AuthService } from '@/auth/auth';
import { clientIp } from '@/http/client-ip';
import { requestClient } from '@/http/request-client';
import { signInRequired } from '@/http/require-session';
import { isDatabaseUnreachable } from '@/db/database-unreachable';
import { describeError } from '@/lib/logger';
import { inUserTransaction } from '@/db/user-transaction';
import type { AppServices } from './context';
import type { CallableDefinition, CallableLimit } from './define-callable';

/**
 * `POST /v1/call/:name`: look up the contract, authenticate, validate input, run the handler in a
 * row-level-security transaction, validate output. Every failure leaves here as one error shape.
 */
export function createCallRoute(options: {
  callables: ReadonlyMap<string, CallableDefinition>;
  auth: AuthService;
  services: AppServices;
  trustProxy: boolean;
}) {
  return async (c: Context) => {
    const requestId = c.get('requestId') as string;
    const name = c.req.param('name') ?? '';
    const callable = isCallableName(name) ? options.callables.get(name) : undefined;
    if (!callable || !isCallableName(name)) {
      throw new CallableError('not-found', `There is no callable named "${name.slice(0, 80)}".`);
    }
    const session = await options.auth.getSession(c.req.raw.headers);
    if (callable.auth === 'required' && !session) {
      throw signInRequired();
    }
    const body: unknown = await c.req.json().catch(() => {
      throw new CallableError('invalid-argument', 'The request body is not valid JSON.');
    });
    const contract = contracts[name];
    const parsed = contract.input.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CallableError('invalid-argument', issue?.message ?? 'The input is not valid.', {
        field: issue?.path.join('.') ?? '',
      });
    }
    if (callable.limit && session)
      await countCallableUse(options.services, callable.limit, session.user.id);
    const run = (db: AppServices['db']) =>
      callable.handler(parsed.data, {
        user: session?.user ?? null,
        sessionId: session?.session.id ?? null,
        db,
        requestId,
        services: options.services,
        client: requestClient(clientIp(c, options.trustProxy), c.req.raw.headers),
      });
    const output = session
      ? await inUserTransaction(options.services.db, session.user.id, run)
      : await run(options.services.db);
    if (callable.endsSessions) await options.auth.settleSessions();
    const checked = contract.output.safeParse(output);
    if (!checked.success) {
      options.services.logger.error('callable output failed its contract', {
        requestId,
        callable: name,
        issues: checked.error.issues.slice(0, 3),
      });
      throw new CallableError('internal', 'Something went wrong on our side.');
    }
    return c.json(checked.data);
  };
}

/**
 * Counts one use of a limited callable, before its transaction opens: a failed handler's rollback
 * cannot take the use back, and the shared counter's query on the owner pool never waits for a
 * connection while the request's transaction holds one (ten such requests at once would wait on
 * PostgreSQL's pool of ten for good, and on PGlite's one connection always).
 */
async function countCallableUse(services: AppServices, limit: CallableLimit, userId: string) {
  const wait = await services.rateLimits
    .limiter(limit.purpose, limit.perWindow, limit.windowMs)
    .hit(userId);
  if (wait > 0) {
    throw new CallableError(
      'resource-exhausted',
      `${limit.refusal} Try again in ${wait} seconds.`,
      {
        retryAfterSeconds: wait,
      },
    );
  }
}

/** The one place errors become HTTP responses. Unexpected errors get a generic body. */
export function errorResponse(error: unknown, c: Context, services: AppServices) {
  if (error instanceof CallableError)
    return refusal(error, HTTP_STATUS_BY_CODE[error.code], c, services);
  // hono's own refusals; the one it raises for us is a body over its route's limit (limitBody).
  if (error instanceof HTTPException && error.status === 413) {
    const message = error.message || 'The request body is too large.';
    return refusal(new CallableError('invalid-argument', message), 413, c, services);
  }
  const requestId = c.get('requestId') as string | undefined;
  if (isDatabaseUnreachable(error)) {
    // A restart or failover: the client may try again in a moment; the operator sees it logged.
    services.logger.error('database unreachable', {
      requestId,
      path: c.req.path,
      ...describeError(error),
    });
    const unavailable = new CallableError(
      'unavailable',
      'Bulwark cannot reach its database right now. Try again in a moment.',
      { retryAfterSeconds: 5 },
    );
    return refusal(unavailable, 503, c, services);
  }
  services.logger.error('unexpected error', {
    requestId,
    path: c.req.path,
    ...describeError(error),
  });
  const body: ErrorBody = {
    error: { code: 'internal', message: 'Something went wrong on our side.', requestId },
  };
  return c.json(body, 500);
}

function refusal(error: CallableError, status: number, c: Context, services: AppServices) {
  const requestId = c.get('requestId') as string | undefined;
  const body: ErrorBody = { error: { code: error.code, message: error.message, requestId } };
  if (error.details) body.error.details = error.details;
  // Every refusal leaves a line (ASVS 16.3): authorisation failures as warnings, invalid input
  // as information, naming the field but never its value.
  const security = error.code === 'permission-denied' || error.code === 'unauthenticated';
  const field = typeof error.details?.field === 'string' ? error.details.field : undefined;
  services.logger[security ? 'warn' : 'info']('request refused', {
    requestId,
    code: error.code,
    status,
    path: c.req.path,
    ...(field === undefined ? {} : { field }),
  });
  const headers: Record<string, string> = {};
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') headers['Retry-After'] = String(Math.ceil(retryAfter));
  return c.json(body, status as 400, headers);
}
