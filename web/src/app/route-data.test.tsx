import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/msw-server';
import { prefetchRouteData } from './route-data';
import { appRoutes } from './router';
import { SIGNED_IN, startFakeDashboardServer } from './testing/fake-dashboard-server';
import { renderRoutes } from './testing/render-with-providers';

/** Each request the pages make, by path, in order. */
let calls: string[] = [];

beforeEach(() => {
  startFakeDashboardServer();
  server.use(
    http.post('*/v1/call/emailBreachCheck.getAlertSettings', () =>
      HttpResponse.json({ mailTo: 'account' }),
    ),
  );
  calls = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
  return () => server.events.removeAllListeners();
});

function queryHashes(queryClient: QueryClient, { observed }: { observed: boolean }): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !observed || query.getObserversCount() > 0)
    .map((query) => query.queryHash)
    .sort();
}

/** Start-up's prefetch for `path`, as main.tsx runs it for a signed-in person, settled. */
async function prefetched(path: string): Promise<QueryClient> {
  const queryClient = createQueryClient();
  await prefetchRouteData(appRoutes, path, {
    queryClient: () => Promise.resolve(queryClient),
    signedIn: Promise.resolve(true),
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient;
}

/** Call once every section of the page shows its data. */
async function expectPageReadOnlyWhatWasPrefetched(
  queryClient: QueryClient,
  prefetchedHashes: string[],
) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // Every prefetched query is read, and the page made no query of its own.
  expect(queryHashes(queryClient, { observed: true })).toEqual(prefetchedHashes);
  expect(queryHashes(queryClient, { observed: false })).toEqual(prefetchedHashes);
  // Nothing was asked for twice: the page found its data fresh in the cache.
  expect(calls.length).toBe(prefetchedHashes.length);
  expect(calls).toEqual([...new Set(calls)]);
}

test('the overview reads only what start-up fetched for it, each thing once', async () => {
  const queryClient = await prefetched('/dashboard');
  const prefetchedHashes = queryHashes(queryClient, { observed: false });
  renderRoutes(appRoutes, { route: '/dashboard', preloadedState: SIGNED_IN, queryClient });
  const exposed = await screen.findByRole(
    'region',
    { name: 'What was exposed' },
    { timeout: 8000 },
  );
  expect(await within(exposed).findByText(/Nothing exposed/)).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('region', { name: 'Learn' })).findByRole('link'),
  ).toBeInTheDocument();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('region', { name: 'Your risk score' })).findByRole(
      'link',
      { name: 'Take the quick assessment' },
    ),
  ).toBeInTheDocument();
  await expectPageReadOnlyWhatWasPrefetched(queryClient, prefetchedHashes);
}, 20_000);

test('so does the email breach check', async () => {
  const queryClient = await prefetched('/dashboard/email-breach-check');
  const prefetchedHashes = queryHashes(queryClient, { observed: false });
  renderRoutes(appRoutes, {
    route: '/dashboard/email-breach-check',
    preloadedState: SIGNED_IN,
    queryClient,
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Email breach check' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(await screen.findByText('nora@example.org')).toBeInTheDocument();
  expect(
    await screen.findByRole('radiogroup', { name: 'Where alert emails go' }),
  ).toBeInTheDocument();
  await expectPageReadOnlyWhatWasPrefetched(queryClient, prefetchedHashes);
}, 20_000);

test('signed out, nothing is asked for', async () => {
  const queryClient = createQueryClient();
  await prefetchRouteData(appRoutes, '/dashboard', {
    queryClient: () => Promise.resolve(queryClient),
    signedIn: Promise.resolve(false),
  });
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
  expect(calls).toEqual([]);
});

test('a public page does not even load the query client', async () => {
  const queryClient = vi.fn(() => Promise.resolve(createQueryClient()));
  await prefetchRouteData(appRoutes, '/login', { queryClient, signedIn: Promise.resolve(false) });
  expect(queryClient).not.toHaveBeenCalled();
});
