import type { QueryClient } from '@tanstack/react-query';

/** How long nothing may be fetching before the page counts as settled. */
const QUIET_MS = 1_000;
/** The longest the page waits: a request that never ends must not keep Bulwark from opening offline. */
const LONGEST_WAIT_MS = 15_000;
/** Where the browser has no idle callback (Safari), what stands in for one. */
const IDLE_FALLBACK_MS = 200;
/**
 * The longest the idle callback may wait. Chromium sometimes found no idle moment for over 13 s
 * on /login once the email field had focus (its passkey suggestions pending), so the worker
 * waited for the 15 s limit.
 */
const IDLE_TIMEOUT_MS = 2_000;

export interface StartUp {
  /** Settles once React has committed the app's first render. */
  firstCommit: Promise<void>;
  /** The app's query client, once a page has loaded it. */
  queryClient: () => QueryClient | undefined;
}

/**
 * Settles when the page has started: the app rendered, the document loaded, no query fetching for
 * a second, and the browser idle; or after 15 s whatever the page is doing. The service worker
 * registers only then. Installing it precaches the whole build (3 MB), and on a first visit that
 * competed with the page's own start-up for the CPU and the link: measured in Chromium at 4× CPU,
 * /login's main thread was busy 2.4–4.3 s after its first paint with the worker installing beside
 * it, 1.5–2.6 s without (decision 028).
 */
export async function afterStartUp({ firstCommit, queryClient }: StartUp): Promise<void> {
  const started = (async () => {
    await firstCommit;
    await documentLoaded();
    await noQueryFetchingFor(QUIET_MS, queryClient);
    await browserIdle();
  })();
  await Promise.race([started, delay(LONGEST_WAIT_MS)]);
}

function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once `quietMs` have passed with no query fetching; a fetch that starts restarts it. */
function noQueryFetchingFor(
  quietMs: number,
  queryClient: () => QueryClient | undefined,
): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let watched: QueryClient | undefined;
    let unsubscribe = () => {};
    const check = () => {
      clearTimeout(timer);
      // The client loads with the first page, possibly after this started.
      const client = queryClient();
      if (client && client !== watched) {
        watched = client;
        unsubscribe = client.getQueryCache().subscribe(check);
      }
      // The cache tells when a fetch ends: this runs again then.
      if (client && client.isFetching() > 0) return;
      timer = setTimeout(() => {
        if (queryClient() !== watched || (watched?.isFetching() ?? 0) > 0) return check();
        unsubscribe();
        resolve();
      }, quietMs);
    };
    check();
  });
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, IDLE_FALLBACK_MS);
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
