import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/** The app's one query client; its chunk loads with the first page (query-client-loader.ts). */
export const appQueryClient = createQueryClient();

/**
 * Gives a page the app's query client, unless something around it already gives one: the
 * dashboard's layout and its page are both lazy pages, and a test renders with its own client.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
