import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { restoreSession } from './app/restore-session';
import { makeStore } from './app/store';
import { IS_PRODUCTION_BUILD } from './config/env';
import { createEmotionCache } from './components/ui/emotion-cache';
import { createQueryClient } from './lib/query-client';
import { fetchCurrentSession } from './lib/session/fetch-current-session';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const store = makeStore({ services: { queryClient } });
void restoreSession(store, fetchCurrentSession);

createRoot(rootElement).render(
  <StrictMode>
    <AppProvider store={store} queryClient={queryClient} emotionCache={createEmotionCache()}>
      <App />
    </AppProvider>
  </StrictMode>,
);

// Production only: the development server has no service worker. Loaded after the first render,
// so registering never delays the page.
if (IS_PRODUCTION_BUILD) {
  void import('./lib/app-update/register-service-worker').then((module) =>
    module.registerServiceWorker(),
  );
}
