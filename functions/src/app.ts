import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type AuthService, CLIENT_IP_HEADER } from '@/auth/auth';
import type { Database } from '@/db/client';
import type { FeatureRouteDeps } from '@/features';
import { AUTH_BODY_MAX_BYTES, CALLABLE_BODY_MAX_BYTES, limitBody } from '@/http/body-limit';
import { clientIp } from '@/http/client-ip';
import { sameOriginWrites } from '@/http/csrf';
import { requireSession } from '@/http/require-session';
import { allowedMethodsOnly, securityHeaders } from '@/http/security-headers';
import { mountStaticClient } from '@/http/static-client';
import type { PwnedPasswordRanges } from '@/features/pwned-passwords/pwned-password-ranges.service';
import { createCallRoute, errorResponse } from '@/platform/call-route';
import type { AppServices } from '@/platform/context';
import type { FeatureRegistry } from '@/platform/registry';
import { type ChangeHub, streamChanges } from '@/platform/stream';

export interface AppOptions {
  /** Every feature's callables and routes (features/index.ts, collected by createRegistry). */
  features: FeatureRegistry<FeatureRouteDeps>;
  /** Breached-password ranges: the local store, else the upstream (features/pwned-passwords). */
  pwnedPasswords: PwnedPasswordRanges;
  services: AppServices;
  database: Database;
  auth: AuthService;
  hub: ChangeHub;
  trustProxy: boolean;
  /** Built client to serve at /; omitted in dev (Vite serves it) and in API tests. */
  webDist?: string | undefined;
  /** False while shutting down: /readyz answers 503 so a load balancer stops sending traffic. */
  isAccepting: () => boolean;
}

type Env = { Variables: { requestId: string } };

/** The whole HTTP surface: one Hono app, the same in production, dev and tests. */
export function createApp(options: AppOptions): Hono<Env> {
  const { services, auth } = options;
  const origin = new URL(services.config.baseUrl).origin;
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    c.set('requestId', randomUUID());
    await next();
  });
  app.use('*', securityHeaders());
  app.use('*', allowedMethodsOnly());
  app.onError((error, c) => errorResponse(error, c, services));
  app.notFound((c) => c.json({ error: { code: 'not-found', message: 'Not found.' } }, 404));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = options.isAccepting() && (await options.database.isMigrated().catch(() => false));
    return c.json({ status: ready ? 'ready' : 'not-ready' }, ready ? 200 : 503);
  });

  // better-auth reads the client address from our own header, derived from the socket, so a
  // client-sent X-Forwarded-For cannot give an attacker a fresh rate-limit bucket. better-auth
  // reads whatever body it is sent, so the limit comes first.
  app.on(['GET', 'POST'], '/api/auth/*', limitBody(AUTH_BODY_MAX_BYTES), (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, options.trustProxy));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  app.use('/v1/*', sameOriginWrites(origin));
  app.post(
    '/v1/call/:name',
    limitBody(CALLABLE_BODY_MAX_BYTES),
    createCallRoute({
      callables: options.features.callables,
      auth,
      services,
      trustProxy: options.trustProxy,
    }),
  );

  app.get('/v1/stream', requireSession(auth), (c) => {
    const headers = c.req.raw.headers;
    const session = c.var.session;
    return streamChanges(c, {
      hub: options.hub,
      userId: session.user.id,
      // Passive: an open stream is not user activity, so it must not hold off the idle time-out.
      isSessionValid: async () =>
        (await auth.getSession(headers, { passive: true }).catch(() => null)) !== null,
      watchSession: (onTouched) => auth.watchSession(session, onTouched),
    });
  });

  options.features.mountRoutes(app, {
    services,
    auth,
    trustProxy: options.trustProxy,
    pwnedPasswords: options.pwnedPasswords,
  });

  if (options.webDist)
    mountStaticClient(app, options.webDist, {
      maybeSignedIn: (headers) => auth.maybeSignedIn(headers),
    });
  return app;
}
