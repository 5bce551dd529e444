import type { Env as HonoEnv, Hono } from 'hono';
import type { AppServices } from '@/platform/context';
import { whenCatalogReady } from './breach-catalog.service';
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
 * HIBP-compatible API. Mounting them also starts loading the shipped catalog on a fresh database.
 */
export function mountBreachRoutes<E extends HonoEnv>(app: Hono<E>, deps: BreachRouteDeps): void {
  // Errors are logged by the catalog service; requests that need the catalog retry the load.
  whenCatalogReady(deps.services).catch(() => undefined);
  app.route('/v1/breaches', createBreachRangeRoutes(deps));
  app.route('/api/v3', createHibpCompatibleApi(deps));
}
