import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PreloadablePage } from './lazy-page';

function isPreloadable(type: unknown): type is PreloadablePage {
  return typeof type === 'function' && 'preload' in type;
}

/** Fetches the code of every lazy page and layout the path renders, all at once. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return isPreloadable(type) ? [type.preload()] : [];
    }),
  );
}
