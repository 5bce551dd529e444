import { AUTH_ERROR_MESSAGES } from '@bulwark/contracts/auth-errors';
import { toast, type ToastOptions } from '@/components/ui/toast-store';
import { sessionEnded, type SessionEndReason } from '@/lib/session/session.slice';
import type { AppStartListening } from './listener-api';

const END_MESSAGES: Record<SessionEndReason, ToastOptions> = {
  'signed-out': { title: 'You are signed out.' },
  expired: { title: AUTH_ERROR_MESSAGES['auth/user-token-expired'], variant: 'warning' },
  disabled: { title: AUTH_ERROR_MESSAGES['auth/user-disabled'], variant: 'destructive' },
  deleted: { title: 'Your account and its data have been deleted.' },
};

/** Tells the person why they are no longer signed in, once, however many signals arrive. */
export function addSessionEndListeners(startListening: AppStartListening) {
  startListening({
    predicate: (action, _state, previousState) =>
      sessionEnded.match(action) && previousState.session.status === 'signed-in',
    effect: (action) => {
      if (sessionEnded.match(action)) toast(END_MESSAGES[action.payload.reason]);
    },
  });
}
