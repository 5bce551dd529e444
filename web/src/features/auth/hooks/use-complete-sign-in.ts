import { useAppDispatch } from '@/app/hooks';
import { sessionStarted } from '@/lib/session/session.slice';
import { loadSignedInSession } from '@/lib/sign-in';

/**
 * Loads the new session into the store. The guest-only route then sends the person on to the
 * page they first asked for.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return async () => {
    dispatch(sessionStarted(await loadSignedInSession()));
  };
}
