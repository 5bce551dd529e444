import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/**
 * `idle` while nobody is signed in; `connecting` until the stream first answers;
 * `online`/`offline` as the spec defines them (§4): Offline after 10 s without a heartbeat or
 * on a failed connection, Online again on the next success.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'online' | 'offline';

/** The reconnect back-off counts failures itself (realtime-connection.ts); the page needs the state. */
export interface ConnectionState {
  status: ConnectionStatus;
}

const initialState: ConnectionState = { status: 'idle' };

export const streamStarted = createAction('connection/streamStarted');
/** The stream opened, or a heartbeat or change arrived. */
export const streamAlive = createAction('connection/streamAlive');
/** The connection failed, or 10 s passed without a heartbeat. */
export const streamFailed = createAction('connection/streamFailed');
export const streamStopped = createAction('connection/streamStopped');

/**
 * Written out rather than with createSlice, as every reducer in the app: createSlice and the Immer
 * it brings weigh 5 KB gzipped, and since Redux Toolkit loads with the shell, one slice anywhere
 * puts them on the first load (issue 12, decision 024; app/first-load.test.ts). These states are
 * replaced whole anyway.
 */
export function connectionReducer(
  state: ConnectionState = initialState,
  action: UnknownAction,
): ConnectionState {
  if (streamStarted.match(action)) return { status: 'connecting' };
  if (streamAlive.match(action)) return { status: 'online' };
  if (streamFailed.match(action)) return { status: 'offline' };
  if (streamStopped.match(action)) return initialState;
  return state;
}

export const selectConnectionStatus = (state: { connection: ConnectionState }) =>
  state.connection.status;
