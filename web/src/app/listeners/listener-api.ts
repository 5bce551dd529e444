// What every listener is written against. It lives apart from store.ts, which registers the
// listeners, so the store and its listeners do not import each other.
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import type {
  RealtimeConnection,
  RealtimeConnectionOptions,
} from '@/lib/realtime/realtime-connection';
import type { SessionCheck } from '@/lib/session/fetch-current-session';
import type { RootState } from '../root-reducer';

/** What the listeners reach outside Redux; tests pass fakes instead of the network. */
export interface AppServices {
  /** The app's query client, once a page has loaded it (lib/query-client-loader.ts). */
  queryClient: () => QueryClient | undefined;
  checkSession: () => Promise<SessionCheck>;
  createRealtimeConnection: (
    options: RealtimeConnectionOptions,
  ) => RealtimeConnection | Promise<RealtimeConnection>;
  now: () => number;
}

export type AppStartListening = TypedStartListening<
  RootState,
  ThunkDispatch<RootState, unknown, UnknownAction>
>;
