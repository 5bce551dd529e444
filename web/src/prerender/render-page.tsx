import createCache from '@emotion/cache';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';
import { preloadRoute } from '@/app/preload-route';
import { appRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { ThemeContext } from '@/components/theme/theme-context';
import { EMOTION_KEY, NONCE_PLACEHOLDER } from '@/components/ui/emotion-cache';
import { UiProvider } from '@/components/ui/provider';
import { createQueryClient } from '@/lib/query-client';
import { type ActiveSession, sessionNotFound } from '@/lib/session/session.slice';

// The build step writes the page's style elements under this attribute (build/prerender-pages.ts).
export { PRERENDERED_STYLE_ATTRIBUTE } from '@/components/ui/emotion-cache';

/**
 * The signed-in frame is the same for everyone: no name, no address, nothing of a person's. The
 * page's own data is still loading in it, so it shows its skeletons.
 */
const NOBODY_IN_PARTICULAR: ActiveSession = {
  user: { id: '', email: '', name: '', emailVerified: true, twoFactorEnabled: false },
  sessionId: '',
  expiresAt: '1970-01-01T00:00:00.000Z',
};

/** What an anonymous visitor's first render shows; the theme class on <html> is set before paint. */
const LIGHT_THEME = {
  theme: 'light',
  resolvedTheme: 'light',
  setTheme: () => undefined,
  choiceUnknown: true,
} as const;

/**
 * A public page as an anonymous visitor's browser first renders it, or with `signedIn` a
 * dashboard page's frame (decision 026), as HTML with its styles (Emotion writes each rule as a
 * <style> beside the markup that uses it). Build time only: the browser paints this before any
 * JavaScript runs, then the app renders over it (web/src/main.tsx).
 */
export async function renderPage(
  pathname: string,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<string> {
  const queryClient = createQueryClient();
  // Signed in from the start, not by an action: the store's listeners would open the stream.
  const store = makeStore({
    services: { queryClient: () => queryClient },
    ...(signedIn
      ? {
          preloadedState: {
            session: { status: 'signed-in', session: NOBODY_IN_PARTICULAR, endReason: null },
            // What the badge says while the page loads: the stream opens once the app runs.
            connection: { status: 'connecting' },
          },
        }
      : {}),
  });
  if (!signedIn) store.dispatch(sessionNotFound());
  const emotionCache = createCache({ key: EMOTION_KEY, nonce: NONCE_PLACEHOLDER });

  // The page's code first, as start-up in the browser does, so nothing suspends: renderToString
  // writes a suspended part as its spinner (marked <!--$!-->), which would fail the build below.
  // (React's prerender would wait instead, but writes inline scripts the page's CSP refuses.)
  await preloadRoute(appRoutes, pathname);
  const html = renderToString(
    <StrictMode>
      <ReduxProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ThemeContext.Provider value={LIGHT_THEME}>
            <UiProvider emotionCache={emotionCache}>
              <StaticRouter location={pathname}>
                <AppRoutes />
              </StaticRouter>
            </UiProvider>
          </ThemeContext.Provider>
        </QueryClientProvider>
      </ReduxProvider>
    </StrictMode>,
  );
  // A frame may hold a part still loading (a nav count) as its fallback; never a script.
  const suspended = html.includes('<!--$!-->') || html.includes('<!--$?-->');
  if ((suspended && !signedIn) || html.includes('<script')) {
    throw new Error(`${pathname} did not render whole: a part suspended or needs a script`);
  }
  return html;
}

/**
 * Chakra's global styles (the reset, the global rules, every token's CSS variable) as the
 * provider writes them, for index.html's <head>: the browser build leaves them out of its system
 * (build/chakra-global-css.ts, decision 020).
 */
export function renderGlobalStyles(): string {
  const emotionCache = createCache({ key: EMOTION_KEY, nonce: NONCE_PLACEHOLDER });
  return renderToString(<UiProvider emotionCache={emotionCache}>{null}</UiProvider>);
}
