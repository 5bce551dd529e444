import { createSlice } from '@reduxjs/toolkit';

/**
 * `idle` while nobody is signed in; `connecting` until the stream first answers;
 * `online`/`offline` as the spec defines them (§4): Offline after 10 s without a heartbeat or
 * on a failed connection, Online again on the next success.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'online' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Failures since the last success; the reconnect back-off grows with it. */
  consecutiveFailures: number;
}

const initialState: ConnectionState = { status: 'idle', consecutiveFailures: 0 };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    streamStarted: (): ConnectionState => ({ status: 'connecting', consecutiveFailures: 0 }),
    /** The stream opened, or a heartbeat or change arrived. */
    streamAlive: (): ConnectionState => ({ status: 'online', consecutiveFailures: 0 }),
    /** The connection failed, or 10 s passed without a heartbeat. */
    streamFailed: (state) => {
      state.status = 'offline';
      state.consecutiveFailures += 1;
    },
    streamStopped: () => initialState,
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    selectConsecutiveFailures: (state) => state.consecutiveFailures,
  },
});

export const { streamStarted, streamAlive, streamFailed, streamStopped } = connectionSlice.actions;
export const { selectConnectionStatus, selectConsecutiveFailures } = connectionSlice.selectors;
