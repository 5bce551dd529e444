// First: zod's settings must be in place before any schema is built.
import './lib/zod-without-eval';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { AppProvider } from './app/provider';
import { restoreSession } from './app/restore-session';
import { prefetchRouteData } from './app/route-data';
import { appRoutes } from './app/router';
import { makeStore } from './app/store';
import { IS_PRODUCTION_BUILD } from './config/env';
import { createEmotionCache } from './components/ui/emotion-cache';
import { loadQueryClient, loadedQueryClient } from './lib/query-client-loader';
import { fetchCurrentSession } from './lib/session/fetch-current-session';
import { selectSessionStatus } from './lib/session/session.slice';

/**
 * Over a prerendered page, how long the app may wait for the session and the page's code before
 * it renders anyway (with its spinner): the page is already painted, but inert until then.
 */
const PRERENDERED_WAIT_MS = 3000;

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const store = makeStore({ services: { queryClient: loadedQueryClient } });
const sessionRestored = restoreSession(store, fetchCurrentSession);
// The page's code loads beside the session check, not after it. A chunk that fails to load is
// fetched again when the page renders, which then shows the route's error.
const pageLoaded = preloadRoute(appRoutes, window.location.pathname).catch(() => undefined);
// So is the page's data, once the session is known: its sections would otherwise ask for it only
// after their code has loaded and rendered. If this fails, each section asks for its own.
void prefetchRouteData(appRoutes, window.location.pathname, {
  queryClient: () => loadQueryClient().then((module) => module.appQueryClient),
  signedIn: sessionRestored.then(() => selectSessionStatus(store.getState()) === 'signed-in'),
}).catch(() => undefined);

/** Public pages arrive prerendered (web/build/prerender-pages.ts), painted before this script ran. */
async function untilReadyToReplace(root: HTMLElement): Promise<void> {
  if (!('prerendered' in root.dataset)) return;
  // The first render shows the page itself, not the session spinner over the painted page.
  await Promise.race([
    Promise.all([sessionRestored, pageLoaded]),
    new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS)),
  ]);
}

/**
 * The prerendered page stays inert until React's first commit replaces it: the moment it
 * stopped being inert earlier, a form in it could be sent without its script (a login form by
 * GET, the password in the URL). Removed before the browser paints the app.
 */
function ReleasePrerenderedRoot({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  }, [root]);
  return null;
}

/** Runs `onCommit` once React has committed its first render and the browser has painted it. */
function OnFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

let firstCommitted = () => {};
const firstCommit = new Promise<void>((resolve) => (firstCommitted = resolve));

void untilReadyToReplace(rootElement).then(() => {
  const root = createRoot(rootElement);
  // As a transition React renders in slices of a few milliseconds, so a phone stays responsive
  // while the app renders over the page it already shows (Lighthouse's blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} emotionCache={createEmotionCache()}>
          <App />
          <ReleasePrerenderedRoot root={rootElement} />
          <OnFirstCommit onCommit={firstCommitted} />
        </AppProvider>
      </StrictMode>,
    ),
  );

  // Production only: the development server has no service worker. It registers once the page
  // has started (its first render, its data), so installing it never competes with the page.
  if (IS_PRODUCTION_BUILD) {
    void import('./lib/app-update/register-service-worker').then((module) =>
      module.registerServiceWorker({ firstCommit, queryClient: loadedQueryClient }),
    );
  }
});
