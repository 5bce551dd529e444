import type { Env as HonoEnv, Hono } from 'hono';
import type { AppServices } from '@/platform/context';
import { getDataStatus } from './breach-catalog.service';

/**
 * `GET /v1/breach-data/status`. Public, like /v1/pwned-passwords/status: the About page tells
 * every visitor what this server can find (catalog, local index, HIBP) and how fresh it is.
 * Counts and dates only. The server has loaded the shipped catalog before it mounts this.
 */
export function mountBreachCatalogRoutes<E extends HonoEnv>(
  app: Hono<E>,
  deps: { services: AppServices },
): void {
  app.get('/v1/breach-data/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getDataStatus({ db: deps.services.db, services: deps.services }));
  });
}
