import type { Page } from '@playwright/test';

/**
 * Waits until the service worker has precached the build (it activates only then) and controls
 * this page (the first release claims the page that installed it).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** Every URL in every Cache Storage cache of the page's origin. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

/** The URLs the built worker precaches, read from its injected precache manifest. */
export async function precachedUrls(origin: string): Promise<string[]> {
  const source = await (await fetch(`${origin}/service-worker.js`)).text();
  return [...source.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
}
