import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import type {
  RealtimeConnection,
  RealtimeConnectionOptions,
} from '@/lib/realtime/realtime-connection';
import { connectionSlice } from '@/lib/realtime/connection.slice';
import { fetchCurrentSession, type SessionCheck } from '@/lib/session/fetch-current-session';
import { sessionSlice } from '@/lib/session/session.slice';
import { addRealtimeListeners } from './listeners/realtime.listener';
import { addSessionEndListeners } from './listeners/session-end.listener';
import { addSessionUpkeepListeners } from './listeners/session-upkeep.listener';

const rootReducer = combineSlices(sessionSlice, connectionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** What the listeners reach outside Redux; tests pass fakes instead of the network. */
export interface AppServices {
  queryClient: QueryClient;
  checkSession: () => Promise<SessionCheck>;
  createRealtimeConnection: (
    options: RealtimeConnectionOptions,
  ) => RealtimeConnection | Promise<RealtimeConnection>;
  now: () => number;
}

export interface MakeStoreOptions {
  services: Pick<AppServices, 'queryClient'> & Partial<AppServices>;
  preloadedState?: Partial<RootState>;
}

/** The stream code (and zod, which checks its events) loads only once someone signs in. */
async function loadRealtimeConnection(options: RealtimeConnectionOptions) {
  const { createRealtimeConnection } = await import('@/lib/realtime/realtime-connection');
  return createRealtimeConnection(options);
}

export function makeStore({ services, preloadedState }: MakeStoreOptions) {
  const resolved: AppServices = {
    // Upkeep checks run on timers and stream failures, not because the person did something.
    checkSession: () => fetchCurrentSession({ passive: true }),
    createRealtimeConnection: loadRealtimeConnection,
    now: Date.now,
    ...services,
  };
  const listeners = createListenerMiddleware();
  const startListening = listeners.startListening as AppStartListening;
  addSessionUpkeepListeners(startListening, resolved);
  addRealtimeListeners(startListening, resolved);
  addSessionEndListeners(startListening);

  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
