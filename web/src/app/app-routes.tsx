import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { appRoutes } from './router';

/**
 * The declarative router (BrowserRouter, StaticRouter) honours no `errorElement`: each becomes a
 * boundary around its route's element instead. (The data router that would honour it costs
 * 16 KB more of the first load, for loaders and actions the app does not use.)
 */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { errorElement, ...rest } = route;
    const element = errorElement ? (
      <RouteErrorBoundary fallback={errorElement}>{route.element ?? <Outlet />}</RouteErrorBoundary>
    ) : (
      route.element
    );
    if (rest.index) return { ...rest, element };
    return {
      ...rest,
      element,
      ...(rest.children && { children: withErrorBoundaries(rest.children) }),
    };
  });
}

const routes = withErrorBoundaries(appRoutes);

/** Every page of the app, under whichever router renders it. */
export function AppRoutes() {
  return useRoutes(routes);
}
