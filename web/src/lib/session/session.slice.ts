import { createAction, type UnknownAction } from '@reduxjs/toolkit';

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

export const sessionStarted = createAction<ActiveSession>('session/sessionStarted');
/** The same session, checked again: a later expiry or an updated user summary. */
export const sessionRefreshed = createAction<ActiveSession>('session/sessionRefreshed');
export const sessionNotFound = createAction('session/sessionNotFound');
export const sessionUncheckedOffline = createAction('session/sessionUncheckedOffline');
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/sessionEnded');

/** Written out rather than with createSlice, as connection.slice.ts says why. */
export function sessionReducer(
  state: SessionState = initialState,
  action: UnknownAction,
): SessionState {
  if (sessionStarted.match(action)) {
    return { status: 'signed-in', session: action.payload, endReason: null };
  }
  if (sessionRefreshed.match(action)) {
    return state.status === 'signed-in' ? { ...state, session: action.payload } : state;
  }
  if (sessionNotFound.match(action))
    return { status: 'signed-out', session: null, endReason: null };
  if (sessionUncheckedOffline.match(action)) {
    return { status: 'offline', session: null, endReason: null };
  }
  if (sessionEnded.match(action)) {
    return state.status === 'signed-out'
      ? state
      : { status: 'signed-out', session: null, endReason: action.payload.reason };
  }
  return state;
}

type WithSession = { session: SessionState };
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectSessionUser = (state: WithSession) => state.session.session?.user ?? null;
export const selectActiveSession = (state: WithSession) => state.session.session;

/** Ask the upkeep listener to check the session now, e.g. after the event stream failed. */
export const sessionCheckRequested = createAction('session/sessionCheckRequested');
