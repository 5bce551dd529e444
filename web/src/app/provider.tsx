import type { EmotionCache } from '@emotion/cache';
import { useEffect, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { UpdateAvailableBar } from '@/components/app-update/update-available-bar';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { UiProvider } from '@/components/ui/provider';
import { Toaster } from '@/components/ui/toaster';
import { onSessionGone } from '@/lib/session-events';
import { sessionEnded } from '@/lib/session/session.slice';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function AppProvider({ store, emotionCache, children }: AppProviderProps) {
  // A callable answered 401: the server no longer knows this session.
  useEffect(
    () => onSessionGone(() => store.dispatch(sessionEnded({ reason: 'expired' }))),
    [store],
  );

  return (
    <ReduxProvider store={store}>
      <ThemeProvider defaultTheme="light">
        <UiProvider emotionCache={emotionCache}>
          {children}
          <Toaster />
          <UpdateAvailableBar />
        </UiProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
