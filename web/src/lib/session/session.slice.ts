import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface ActiveSession {
  user: SessionUser;
  sessionId: string;
  /** ISO timestamp; the upkeep listener re-checks the session before this moment. */
  expiresAt: string;
}

/** Why a session ended; drives the message the person sees afterwards. */
export type SessionEndReason = 'signed-out' | 'expired' | 'disabled' | 'deleted';

export type SessionState =
  | { status: 'loading'; session: null; endReason: null }
  | { status: 'signed-in'; session: ActiveSession; endReason: null }
  | { status: 'signed-out'; session: null; endReason: SessionEndReason | null }
  /**
   * Opened offline (from the service worker's shell), so nobody could say whether this browser
   * has a session. The dashboard opens with what works without the server; the check runs again
   * once the browser is back online.
   */
  | { status: 'offline'; session: null; endReason: null };

const initialState = { status: 'loading', session: null, endReason: null } as SessionState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<ActiveSession>): SessionState => ({
      status: 'signed-in',
      session: action.payload,
      endReason: null,
    }),
    /** The same session, checked again: a later expiry or an updated user summary. */
    sessionRefreshed: (state, action: PayloadAction<ActiveSession>): SessionState =>
      state.status === 'signed-in' ? { ...state, session: action.payload } : state,
    sessionNotFound: (): SessionState => ({ status: 'signed-out', session: null, endReason: null }),
    sessionUncheckedOffline: (): SessionState => ({
      status: 'offline',
      session: null,
      endReason: null,
    }),
    sessionEnded: (state, action: PayloadAction<{ reason: SessionEndReason }>): SessionState =>
      state.status === 'signed-out'
        ? state
        : { status: 'signed-out', session: null, endReason: action.payload.reason },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.session?.user ?? null,
    selectActiveSession: (state) => state.session,
  },
});

export const {
  sessionStarted,
  sessionRefreshed,
  sessionNotFound,
  sessionUncheckedOffline,
  sessionEnded,
} = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectActiveSession } =
  sessionSlice.selectors;

/** Ask the upkeep listener to check the session now, e.g. after the event stream failed. */
export const sessionCheckRequested = createAction('session/sessionCheckRequested');
