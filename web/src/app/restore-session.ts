import { AUTH_ERROR_MESSAGES } from '@bulwark/contracts/auth-errors';
import { toast } from '@/components/ui/toast-store';
import { getErrorMessage } from '@/lib/get-error-message';
import type { SessionCheck } from '@/lib/session/fetch-current-session';
import {
  sessionNotFound,
  sessionStarted,
  sessionUncheckedOffline,
} from '@/lib/session/session.slice';
import type { AppStore } from './store';

/** Resolves the spec's `loading` state at start-up into signed-in or signed-out. */
export async function restoreSession(
  store: AppStore,
  checkSession: () => Promise<SessionCheck>,
): Promise<void> {
  try {
    const check = await checkSession();
    if (check.outcome === 'active') {
      store.dispatch(sessionStarted(check.session));
      return;
    }
    store.dispatch(sessionNotFound());
    if (check.outcome === 'disabled') {
      toast({ title: AUTH_ERROR_MESSAGES['auth/user-disabled'], variant: 'destructive' });
    }
  } catch (error) {
    if (!navigator.onLine) {
      // Opened offline: the tools that need no server work; ask again once the network is back.
      store.dispatch(sessionUncheckedOffline());
      window.addEventListener('online', () => void restoreSession(store, checkSession), {
        once: true,
      });
      return;
    }
    // Unreachable server: show the public pages and say why signing in may not work yet.
    store.dispatch(sessionNotFound());
    toast({ title: getErrorMessage(error), variant: 'warning' });
  }
}
