import { createContext, useContext } from 'react';

export interface ReauthContextValue {
  /**
   * Runs `action`; when the server answers `auth/requires-recent-login`, asks for the password
   * (and the second step, if on), then runs `action` once more.
   */
  withReauthentication: <T>(action: () => Promise<T>) => Promise<T>;
}

export const ReauthContext = createContext<ReauthContextValue | null>(null);

export function useReauthentication(): ReauthContextValue {
  const value = useContext(ReauthContext);
  if (!value) throw new Error('useReauthentication must be used inside <ReauthProvider>');
  return value;
}
