/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { afterStartUp, type StartUp } from './after-start-up';
import { announceUpdate } from './app-update-store';

/** How often an open tab asks whether a new release was deployed (a phone may stay open for days). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the worker that lets Bulwark open offline, once the page has started (afterStartUp).
 * A new release's worker waits until the person chooses to reload, so an open page never mixes
 * two releases' code.
 */
export async function registerServiceWorker(startUp: StartUp): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await afterStartUp(startUp);
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => announceUpdate(() => updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
