import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithUi } from '@/testing/render-with-ui';
import type { PwnedPasswordsStatus } from '../api/get-pwned-passwords-status';
import { pwnedPasswordsStatus } from '../testing/pwned-passwords-status';
import { BreachDataSource } from './breach-data-source';

// Dates read in the person's language: day-first here.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

function renderWith(status: PwnedPasswordsStatus) {
  server.use(http.get('*/v1/pwned-passwords/status', () => HttpResponse.json(status)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUi(
    <QueryClientProvider client={queryClient}>
      <BreachDataSource />
    </QueryClientProvider>,
  );
}

test('an upstream source names its host and its last failure, for the operator', async () => {
  renderWith(
    pwnedPasswordsStatus(0, {
      lastUpstreamFailure: {
        at: '2026-11-25T10:00:00.000Z',
        reason: 'api.pwnedpasswords.com could not be found (DNS: ENOTFOUND).',
      },
    }),
  );
  expect(
    await screen.findByText(/^Answered by Pwned Passwords at api.pwnedpasswords.com/),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /^Last failure .+: api.pwnedpasswords.com could not be found \(DNS: ENOTFOUND\)\.$/,
    ),
  ).toBeInTheDocument();
});

test('a local store and "off" say so plainly', async () => {
  const { unmount } = renderWith(pwnedPasswordsStatus(1234));
  expect(
    await screen.findByText(
      'Answered from this server’s own copy of Pwned Passwords: 1,234 breached password hashes, loaded 15 Jan 2026.',
    ),
  ).toBeInTheDocument();
  unmount();
  renderWith(pwnedPasswordsStatus(0, { source: 'off', upstreamHost: null }));
  expect(
    await screen.findByText(/^Not available: this server has no breach data/),
  ).toBeInTheDocument();
});
