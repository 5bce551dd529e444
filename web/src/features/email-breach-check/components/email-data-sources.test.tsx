import type { BreachDataStatus } from '@bulwark/contracts/schemas/breach.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithUi } from '@/testing/render-with-ui';
import { EmailDataSources } from './email-data-sources';

const DEFAULT_INSTALL: BreachDataStatus = {
  catalogCount: 955,
  catalogUpdatedAt: null,
  indexedBreachCount: 0,
  indexedAddressCount: 0,
  indexUpdatedAt: null,
  hibpConfigured: false,
};

function renderWith(status: BreachDataStatus | { failWith: number; message?: string }) {
  server.use(
    http.get('*/v1/breach-data/status', () =>
      'failWith' in status
        ? HttpResponse.json(
            status.message ? { error: { code: 'unavailable', message: status.message } } : null,
            { status: status.failWith },
          )
        : HttpResponse.json(status),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUi(
    <QueryClientProvider client={queryClient}>
      <EmailDataSources />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

test('a default install says its index is empty, HIBP is off, and that "nothing found" means nothing searched', async () => {
  renderWith(DEFAULT_INSTALL);
  expect(
    await screen.findByText(
      'Breach catalog: 955 breaches described (names, dates, what each exposed), as shipped.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Local breach index: empty. No breached addresses are loaded on this server.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Have I Been Pwned: not set up on this server/)).toBeInTheDocument();
  expect(screen.getByText(/an empty result here means\s+nothing was searched/)).toBeInTheDocument();
});

test('a loaded index and HIBP name their counts and dates, and the warning goes', async () => {
  renderWith({
    ...DEFAULT_INSTALL,
    catalogCount: 960,
    catalogUpdatedAt: '2026-11-24T06:00:00Z',
    indexedBreachCount: 2,
    indexedAddressCount: 12345,
    indexUpdatedAt: '2026-11-20T09:00:00Z',
    hibpConfigured: true,
  });
  expect(
    await screen.findByText(/960 breaches described .+, updated 24 Nov 2026\.$/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'Local breach index: 12,345 addresses from 2 breaches, last added 20 Nov 2026. Checks against it never leave this server.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Have I Been Pwned: on\./)).toBeInTheDocument();
  expect(screen.queryByText(/nothing was searched/)).not.toBeInTheDocument();
});

test('a failing server says so, with its own reason, and how to try again', async () => {
  renderWith({ failWith: 503, message: 'The database is starting. Try again in a minute.' });
  expect(
    await screen.findByText(
      'Could not be loaded: The database is starting. Try again in a minute.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Reload the page to try again.')).toBeInTheDocument();
});

test('a failure without a reason still names the status', async () => {
  renderWith({ failWith: 502 });
  expect(
    await screen.findByText('Could not be loaded: Server responded with status 502'),
  ).toBeInTheDocument();
});
