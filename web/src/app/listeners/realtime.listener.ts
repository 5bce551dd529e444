import type { RealtimeConnection } from '@/lib/realtime/realtime-connection';
import {
  streamAlive,
  streamFailed,
  streamStarted,
  streamStopped,
} from '@/lib/realtime/connection.slice';
import {
  selectSessionStatus,
  sessionCheckRequested,
  sessionEnded,
  sessionRefreshed,
  sessionStarted,
} from '@/lib/session/session.slice';
import type { AppServices, AppStartListening } from './listener-api';

/**
 * The event stream lives exactly as long as a session: opened when one starts, closed when it
 * ends. Each change event marks the matching TanStack Query keys stale (collection = first key).
 */
export function addRealtimeListeners(startListening: AppStartListening, services: AppServices) {
  // A promise, set synchronously, so two quick session starts still share one connection.
  let connection: Promise<RealtimeConnection> | null = null;
  // The server closed the stream because its session is gone. That session may have been
  // replaced rather than ended: turning on two-step sign-in issues a new one. Then the check
  // answers with the new session, and the stream must open again on it.
  let closedForSession = false;

  startListening({
    actionCreator: sessionStarted,
    effect: async (_action, api) => {
      api.dispatch(streamStarted());
      connection ??= Promise.resolve(
        services.createRealtimeConnection({
          onAlive: () => api.dispatch(streamAlive()),
          onFailure: () => {
            api.dispatch(streamFailed());
            // A stream refused with 401 looks like any failure; the session check tells them apart.
            api.dispatch(sessionCheckRequested());
          },
          onChange: (change) => {
            void services.queryClient()?.invalidateQueries({ queryKey: [change.collection] });
          },
          // Expired, revoked elsewhere or disabled: the check finds out which, and says so.
          onSessionEnded: () => {
            closedForSession = true;
            api.dispatch(sessionCheckRequested());
          },
        }),
      );
      const ready = await connection;
      // The session may have ended while the stream code loaded.
      if (selectSessionStatus(api.getState()) === 'signed-in') ready.start();
    },
  });

  startListening({
    actionCreator: sessionRefreshed,
    effect: async (_action, api) => {
      if (!closedForSession || !connection) return;
      closedForSession = false;
      api.dispatch(streamStarted());
      (await connection).start();
    },
  });

  startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      closedForSession = false;
      void connection?.then((ready) => ready.stop());
      api.dispatch(streamStopped());
      // The next person on this device must not see the previous person's data.
      services.queryClient()?.clear();
    },
  });
}
