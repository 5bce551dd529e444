import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { RealtimeConnectionOptions } from '@/lib/realtime/realtime-connection';
import { fetchCurrentSession } from '@/lib/session/fetch-current-session';
import type { AppServices, AppStartListening } from './listeners/listener-api';
import { addRealtimeListeners } from './listeners/realtime.listener';
import { addSessionEndListeners } from './listeners/session-end.listener';
import { addSessionUpkeepListeners } from './listeners/session-upkeep.listener';
import { rootReducer, type RootState } from './root-reducer';

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
