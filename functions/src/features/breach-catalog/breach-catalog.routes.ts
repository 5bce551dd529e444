import type { Env as HonoEnv, Hono } from 'hono';
import type { AppServices } from '@/platform/context';
import { getDataStatus } from './breach-catalog.service';
import { createBreachRangeRoutes } from '@/features/breach-range/breach-range.routes';
import { createHibpCompatibleApi } from '@/features/hibp-compatible-api/hibp-compatible-api.routes';
import type { SessionReader } from '@/features/breach-range/session-cache';

export interface BreachRouteDeps {
  services: AppServices;
  auth: SessionReader;
  trustProxy: boolean;
}

/**
 * Breach intelligence's routes that are not callables: the private range check, the
 * HIBP-compatible API and the data status. The server has loaded the shipped catalog before it
 * mounts them.
 */
export function mountBreachRoutes<E extends HonoEnv>(app: Hono<E>, deps: BreachRouteDeps): void {
  // Public, like /v1/pwned-passwords/status: the About page tells every visitor what this server
  // can find (catalog, local index, HIBP) and how fresh it is. Counts and dates only.
  app.get('/v1/breach-data/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getDataStatus({ db: deps.services.db, services: deps.services }));
  });
  app.route('/v1/breaches', createBreachRangeRoutes(deps));
  app.route('/api/v3', createHibpCompatibleApi(deps));
}
