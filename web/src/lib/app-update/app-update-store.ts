import { useSyncExternalStore } from 'react';

/**
 * Whether a newer release's service worker is installed and waiting, and how to switch to it.
 * A tiny store rather than Redux state: the registration lives outside React and holds a function.
 */
type Listener = () => void;

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function announceUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The waiting release's "take over and reload", or null while this page is the newest. */
export function useAvailableUpdate(): (() => Promise<void>) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate);
}
