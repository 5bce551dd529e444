import type { Env as HonoEnv, Hono } from 'hono';
import type { AppServices } from '@/platform/context';
import { createBreachRangeRoutes } from './breach-range.routes';
import { createHibpCompatibleApi } from './hibp-compatible-api.routes';
import type { SessionReader } from './session-cache';

export interface BreachRouteDeps {
  services: AppServices;
  auth: SessionReader;
  trustProxy: boolean;
}

/**
 * Breach intelligence's routes that are not callables: the private range check and the
 * HIBP-compatible API. The server has loaded the shipped catalog before it mounts them.
 */
export function mountBreachRoutes<E extends HonoEnv>(app: Hono<E>, deps: BreachRouteDeps): void {
  app.route('/v1/breaches', createBreachRangeRoutes(deps));
  app.route('/api/v3', createHibpCompatibleApi(deps));
}
