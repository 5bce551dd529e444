import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthError, isAuthError } from '@/lib/auth-error';
import type { ActiveSession } from '@/lib/session/session.slice';
import { ReauthContext } from './reauth-context';
import { ReauthDialog } from './reauth-dialog';

interface ReauthProviderProps {
  email: string;
  onReauthenticated: (session: ActiveSession) => void;
  children: ReactNode;
}

interface PendingReauth {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Hosts the one re-authentication dialog that sensitive account changes share. */
export function ReauthProvider({ email, onReauthenticated, children }: ReauthProviderProps) {
  const [isOpen, setOpen] = useState(false);
  const pending = useRef<PendingReauth | null>(null);

  const askForPassword = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setOpen(true);
      }),
    [],
  );

  const withReauthentication = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isAuthError(error, 'auth/requires-recent-login')) throw error;
        await askForPassword();
        return action();
      }
    },
    [askForPassword],
  );

  function settle(session: ActiveSession | null) {
    setOpen(false);
    const current = pending.current;
    pending.current = null;
    if (session) {
      onReauthenticated(session);
      current?.resolve();
    } else {
      current?.reject(new AuthError('auth/requires-recent-login', 401));
    }
  }

  const value = useMemo(() => ({ withReauthentication }), [withReauthentication]);
  return (
    <ReauthContext.Provider value={value}>
      {children}
      <ReauthDialog
        isOpen={isOpen}
        email={email}
        onConfirmed={(session) => settle(session)}
        onCancel={() => settle(null)}
      />
    </ReauthContext.Provider>
  );
}
