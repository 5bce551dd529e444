import createCache from '@emotion/cache';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement, type RefObject } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { withErrorBoundaries } from '../app-routes';
import { AppProvider } from '../provider';
import type { RootState } from '../root-reducer';
import { makeStore, type AppStore } from '../store';

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** A cache the test has filled beforehand (what start-up prefetched); a fresh one otherwise. */
  queryClient?: QueryClient;
}

interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  queryClient: QueryClient;
  router: RouterProbe;
  user: UserEvent;
}

/** What a test reads of the router, and how it moves it, as of the last render. */
interface RouterProbe {
  location: Location;
  /** How the current entry was reached: 'PUSH', 'REPLACE' or 'POP'. */
  historyAction: NavigationType;
  navigate: NavigateFunction;
}

/** The routes as the app renders them (app-routes.tsx), reporting the router's state to the test. */
function ProbedRoutes({
  routes,
  probeRef,
}: {
  routes: RouteObject[];
  probeRef: RefObject<RouterProbe | null>;
}) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probeRef.current = { location, historyAction, navigate };
  });
  return useRoutes(routes);
}

/** A cache as the app's, without retries: a failing call fails the test at once. */
function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Everything the app wraps a page in, with a fresh store and cache and no live network. It lives
 * in app/ because it needs the store; shared code tests with `@/testing/render-with-ui`.
 */
export function renderRoutes(
  routes: RouteObject[],
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const store = makeStore({
    services: {
      queryClient: () => queryClient,
      checkSession: () => Promise.resolve({ outcome: 'none' }),
      createRealtimeConnection: () => ({ start: () => {}, stop: () => {} }),
    },
    ...(options.preloadedState ? { preloadedState: options.preloadedState } : {}),
  });
  const probeRef: RefObject<RouterProbe | null> = { current: null };
  const user = userEvent.setup();
  const result = render(
    <AppProvider store={store} emotionCache={createCache({ key: 'css' })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/']} useTransitions={false}>
          <ProbedRoutes routes={withErrorBoundaries(routes)} probeRef={probeRef} />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProvider>,
  );
  const router: RouterProbe = {
    get location() {
      return probed().location;
    },
    get historyAction() {
      return probed().historyAction;
    },
    navigate: ((...args: Parameters<NavigateFunction>) =>
      probed().navigate(...args)) as NavigateFunction,
  };
  function probed(): RouterProbe {
    if (!probeRef.current) throw new Error('the routes have not rendered yet');
    return probeRef.current;
  }
  return { ...result, store, queryClient, router, user };
}

/** Renders one element at `route` with every app provider around it. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
