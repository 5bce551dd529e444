import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Starts the queries a page's first render reads; each lands in the cache the page reads. */
export type PrefetchQueries = (queryClient: QueryClient) => void;

/**
 * A route's `handle`, naming what its page reads first. The prefetch lives in a small module of
 * its own, so start-up can fetch the data beside the page's code instead of after it: a page's
 * sections load their code when they first render, and only then would they ask for their data.
 */
export interface RouteDataHandle {
  loadPrefetch: () => Promise<PrefetchQueries>;
}

/** `{ ...routeData(() => import('./x-data').then((m) => m.prefetchX)) }` in a route object. */
export function routeData(loadPrefetch: RouteDataHandle['loadPrefetch']): {
  handle: RouteDataHandle;
} {
  return { handle: { loadPrefetch } };
}

function isRouteData(handle: unknown): handle is RouteDataHandle {
  return typeof handle === 'object' && handle !== null && 'loadPrefetch' in handle;
}

/**
 * Fetches the data of every route `pathname` renders, once the session says the person is signed
 * in (signed out, the pages are not shown and their calls would be refused). The prefetch modules
 * and the query client load beside the session check. Nothing here is awaited by the first
 * render: a page whose data is not in yet asks for it itself, and TanStack Query shares the call.
 */
export async function prefetchRouteData(
  routes: RouteObject[],
  pathname: string,
  {
    queryClient,
    signedIn,
  }: { queryClient: () => Promise<QueryClient>; signedIn: Promise<boolean> },
): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    isRouteData(route.handle) ? [route.handle.loadPrefetch()] : [],
  );
  if (loads.length === 0) return;
  const [client, prefetches, isSignedIn] = await Promise.all([
    queryClient(),
    Promise.all(loads),
    signedIn,
  ]);
  if (!isSignedIn) return;
  for (const prefetch of prefetches) prefetch(client);
}
