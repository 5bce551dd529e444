import createCache from '@emotion/cache';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProvider } from '../provider';
import type { RootState } from '../root-reducer';
import { makeStore, type AppStore } from '../store';

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
}

interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

/**
 * Everything the app wraps a page in, with a fresh store and cache and no live network. It lives
 * in app/ because it needs the store; shared code tests with `@/testing/render-with-ui`.
 */
export function renderRoutes(
  routes: RouteObject[],
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const store = makeStore({
    services: {
      queryClient,
      checkSession: () => Promise.resolve({ outcome: 'none' }),
      createRealtimeConnection: () => ({ start: () => {}, stop: () => {} }),
    },
    ...(options.preloadedState ? { preloadedState: options.preloadedState } : {}),
  });
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider store={store} queryClient={queryClient} emotionCache={createCache({ key: 'css' })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, store, queryClient, router, user };
}

/** Renders one element at `route` with every app provider around it. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
