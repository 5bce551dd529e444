import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import type { RealtimeConnectionOptions } from '@/lib/realtime/realtime-connection';
import type { SessionCheck } from '@/lib/session/fetch-current-session';
import {
  sessionEnded,
  sessionRefreshed,
  sessionStarted,
  type ActiveSession,
} from '@/lib/session/session.slice';
import { makeStore } from '../store';

const SESSION: ActiveSession = {
  sessionId: 's1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

function setup(
  checkSession: () => Promise<SessionCheck> = () => new Promise(() => {}),
  queryClientLoaded = true,
) {
  const queryClient = new QueryClient();
  const connection = { start: vi.fn(), stop: vi.fn() };
  let options: RealtimeConnectionOptions | undefined;
  const store = makeStore({
    services: {
      queryClient: () => (queryClientLoaded ? queryClient : undefined),
      checkSession,
      createRealtimeConnection: (given) => {
        options = given;
        return connection;
      },
    },
  });
  const stream = () => {
    if (!options) throw new Error('the stream was never created');
    return options;
  };
  return { store, queryClient, connection, stream };
}

test('opens the stream when a session starts and reports the connection state', async () => {
  const { store, connection, stream } = setup();
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalledOnce());
  expect(store.getState().connection.status).toBe('connecting');
  stream().onAlive();
  expect(store.getState().connection.status).toBe('online');
  stream().onFailure();
  expect(store.getState().connection).toEqual({ status: 'offline' });
});

test('a change event marks the queries of its collection stale', async () => {
  const { store, queryClient, stream, connection } = setup();
  queryClient.setQueryData(['feedback', 'list'], []);
  queryClient.setQueryData(['profile-settings', 'profile'], {});
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalled());
  stream().onChange({ collection: 'feedback', op: 'insert', id: 'f1', at: '2026-11-22T10:00:00Z' });
  expect(queryClient.getQueryState(['feedback', 'list'])?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['profile-settings', 'profile'])?.isInvalidated).toBe(false);
});

test('closes the stream and forgets cached data when the session ends', async () => {
  const { store, queryClient, connection } = setup();
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalled());
  queryClient.setQueryData(['feedback', 'list'], []);
  store.dispatch(sessionEnded({ reason: 'signed-out' }));
  await vi.waitFor(() => expect(connection.stop).toHaveBeenCalledOnce());
  expect(store.getState().connection.status).toBe('idle');
  expect(queryClient.getQueryData(['feedback', 'list'])).toBeUndefined();
});

test('before any page loaded the query client, changes and sign-out have nothing to touch', async () => {
  const { store, stream, connection } = setup(undefined, false);
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalled());
  stream().onChange({ collection: 'feedback', op: 'insert', id: 'f1', at: '2026-11-22T10:00:00Z' });
  store.dispatch(sessionEnded({ reason: 'signed-out' }));
  await vi.waitFor(() => expect(connection.stop).toHaveBeenCalledOnce());
  expect(store.getState().connection.status).toBe('idle');
});

test('when the server ends the session on the stream, the person is signed out and told why', async () => {
  const { store, stream, connection } = setup(() => Promise.resolve({ outcome: 'disabled' }));
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalled());
  stream().onSessionEnded();
  await vi.waitFor(() => expect(store.getState().session.endReason).toBe('disabled'));
  expect(connection.stop).toHaveBeenCalled();
});

test('when the server ends the stream for a session that was replaced, the stream opens again on the new one', async () => {
  // Turning on two-step sign-in swaps the session: the stream, opened on the old one, is closed.
  const replacement: ActiveSession = { ...SESSION, sessionId: 's2' };
  const { store, stream, connection } = setup(() =>
    Promise.resolve({ outcome: 'active', session: replacement }),
  );
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalledOnce());
  stream().onAlive();
  stream().onSessionEnded();
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalledTimes(2));
  expect(store.getState().session.session?.sessionId).toBe('s2');
  expect(store.getState().connection.status).toBe('connecting');
});

test('a routine session refresh leaves a working stream alone', async () => {
  const { store, stream, connection } = setup();
  store.dispatch(sessionStarted(SESSION));
  await vi.waitFor(() => expect(connection.start).toHaveBeenCalledOnce());
  stream().onAlive();
  store.dispatch(sessionRefreshed({ ...SESSION, expiresAt: '2099-02-01T00:00:00.000Z' }));
  await Promise.resolve();
  expect(connection.start).toHaveBeenCalledOnce();
  expect(store.getState().connection.status).toBe('online');
});
