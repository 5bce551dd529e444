import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { authRequestsSettled } from '@/lib/auth-requests-in-flight';
import { SESSION_CHECK_BACKOFF, backoffDelay } from '@/lib/backoff';
import type { SessionCheck } from '@/lib/session/fetch-current-session';
import {
  selectActiveSession,
  sessionCheckRequested,
  sessionEnded,
  sessionRefreshed,
  sessionStarted,
} from '@/lib/session/session.slice';
import { msUntilSessionCheck, msUntilSessionExpiry } from '@/lib/session/session-timing';
import type { AppServices, AppStartListening } from './listener-api';

/** After a check that left the session inside its refresh window, wait at least this long. */
const MIN_RECHECK_MS = SESSION_CHECK_BACKOFF.initialMs;

function delayBeforeCheck(action: UnknownAction, expiresAt: string, now: number): number {
  if (sessionCheckRequested.match(action)) return 0;
  const dueIn = msUntilSessionCheck(expiresAt, now);
  // A session the server no longer extends stays inside the window: check again at its expiry,
  // instead of asking the server in a tight loop.
  if (!sessionRefreshed.match(action) || dueIn > 0) return dueIn;
  return Math.max(msUntilSessionExpiry(expiresAt, now), MIN_RECHECK_MS);
}

/**
 * Keeps the session checked (spec §9): 5 minutes before it expires (counted 30 s early), and
 * on request. A failed check retries from 30 s, doubling to 16 minutes. One loop at a time:
 * every new session event cancels the previous loop.
 */
export function addSessionUpkeepListeners(
  startListening: AppStartListening,
  services: AppServices,
) {
  startListening({
    matcher: isAnyOf(sessionStarted, sessionRefreshed, sessionCheckRequested, sessionEnded),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const active = selectActiveSession(api.getState());
      if (sessionEnded.match(action) || !active) return;

      await api.delay(delayBeforeCheck(action, active.expiresAt, services.now()));
      for (let attempt = 0; ; attempt += 1) {
        // An account request under way may be replacing the session: its answer brings the cookie.
        await api.pause(authRequestsSettled());
        const check = await api.pause(checkQuietly(services));
        if (check === 'failed') {
          await api.delay(backoffDelay(attempt, SESSION_CHECK_BACKOFF));
          continue;
        }
        if (check.outcome === 'active') api.dispatch(sessionRefreshed(check.session));
        else
          api.dispatch(
            sessionEnded({ reason: check.outcome === 'disabled' ? 'disabled' : 'expired' }),
          );
        return;
      }
    },
  });
}

async function checkQuietly(services: AppServices): Promise<SessionCheck | 'failed'> {
  try {
    return await services.checkSession();
  } catch {
    // Unreachable server: keep the session and retry; the connection badge already says Offline.
    return 'failed';
  }
}
