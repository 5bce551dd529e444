import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'warning';

/** Spec §9: a toast stays 5000 ms, at most one is on screen, a 50 px swipe dismisses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Toast {
  id: number;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  durationMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; a newer one replaces the one on screen. Callable from anywhere, not only React. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const created: Toast = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  publish([created, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
