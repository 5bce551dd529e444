import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isNetworkOnlyPath } from './network-only-paths';

/** The parts of ServiceWorkerGlobalScope used here (the web project's types are the page's). */
interface ServiceWorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
declare const self: ServiceWorkerScope;

const APP_SHELL = '/index.html';

// Pages: the network first, so an online visit always gets the current release's shell (no stale
// shell after a deploy) with a fresh CSP nonce; the precached shell only when the network fails.
// Registered before the precache route, which would otherwise answer `/` from the cache.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === location.origin &&
    !isNetworkOnlyPath(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(APP_SHELL)) ?? Response.error();
    }
  },
);

// The build's own files (hashed scripts, styles, icons, the shell) and nothing else: API answers
// never reach a cache, because no route here caches anything at run time (decision 008).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first release takes the page that installed it at once, so that very visit already opens
// offline later. A newer release waits for the person (below) instead: its pages reload anyway.
clientsClaim();

// "A new version is available — reload": the page asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
