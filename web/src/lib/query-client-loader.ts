import type { QueryClient } from '@tanstack/react-query';
import type * as AppQueryClient from './app-query-client';
import { loadOnce } from './load-once';

type AppQueryClientModule = typeof AppQueryClient;

let loaded: AppQueryClientModule | undefined;

/**
 * TanStack Query (7 KB gzipped) loads with the first page, not on the first load (issue 12):
 * only pages read data, and every page is a lazy page that waits for this (app/lazy-page.tsx).
 */
export const loadQueryClient = loadOnce(() =>
  import('./app-query-client').then((module) => (loaded = module)),
);

/** The app's query client once a page has loaded it. Before that, nothing is cached. */
export function loadedQueryClient(): QueryClient | undefined {
  return loaded?.appQueryClient;
}
