import type { SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import type { MonitoringCoverage } from '@/lib/monitoring-coverage';
import { server } from '@/testing/msw-server';
import { savedBreachesQueryOptions } from '../api/get-saved-breaches';
import { savedBreach, step } from '../testing/saved-breach-factory';
import { ExposureStatusBanner } from './exposure-status-banner';

const CHECKED: MonitoringCoverage = {
  state: 'checked',
  addressCount: 1,
  maskedAddress: 'n***@example.org',
  lastCheckedAt: '2026-03-01T10:00:00Z',
};
let list: SavedBreach[] = [];

beforeEach(() => {
  list = [];
  server.use(http.post('*/v1/call/savedBreaches.list', () => HttpResponse.json(list)));
});

function headline() {
  return screen.findByRole('heading', { level: 2 });
}

test('open exposures: counts, the breaches by name most urgent first, and the next step one click away', async () => {
  list = [
    savedBreach('LinkedIn', {
      steps: [step('change-password', 'high'), step('watch-for-phishing', 'medium')],
    }),
    savedBreach('Adobe', {
      steps: [step('replace-payment-cards', 'critical'), step('change-password', 'high')],
    }),
    savedBreach('Canva', { status: 'fixed', steps: [step('change-password', 'high', 'done')] }),
  ];
  renderWithProviders(<ExposureStatusBanner coverage={CHECKED} />);
  expect(await headline()).toHaveTextContent('2 breaches need your attention');
  const banner = screen.getByRole('region', { name: '2 breaches need your attention' });
  expect(within(banner).getByText('Found').nextElementSibling).toHaveTextContent('3');
  expect(within(banner).getByText('To fix').nextElementSibling).toHaveTextContent('2');
  expect(within(banner).getByText('Fixed').nextElementSibling).toHaveTextContent('1');
  expect(within(banner).getByText('1 of 3 breaches fixed')).toBeInTheDocument();
  const names = within(
    within(banner).getByRole('list', { name: 'Needs action, most urgent first' }),
  ).getAllByRole('link');
  expect(names.map((link) => link.textContent)).toEqual(['Adobe', 'LinkedIn']);
  expect(names[0]).toHaveAttribute('href', '/dashboard/saved-breaches?breach=Adobe');
  const next = within(banner).getByRole('link', {
    name: 'Start this step: Step replace-payment-cards (Adobe)',
  });
  expect(next).toHaveAttribute('href', '/dashboard/saved-breaches?breach=Adobe');
  expect(within(banner).getAllByText('Urgent')).toHaveLength(2); // the next step and Adobe in the list
  expect(
    within(banner).getByText(/Bulwark checks your address n\*\*\*@example.org every day/),
  ).toBeInTheDocument();
});

test('everything fixed: congratulates and links to what was fixed', async () => {
  list = [
    savedBreach('Adobe', { status: 'fixed', steps: [step('change-password', 'high', 'done')] }),
  ];
  renderWithProviders(<ExposureStatusBanner coverage={CHECKED} />);
  expect(await headline()).toHaveTextContent('Everything is fixed');
  expect(screen.getByText('1 of 1 breach fixed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See what you fixed' })).toHaveAttribute(
    'href',
    '/dashboard/saved-breaches',
  );
});

test('nothing found: only after the addresses were searched, naming what was searched', async () => {
  renderWithProviders(<ExposureStatusBanner coverage={CHECKED} />);
  expect(await headline()).toHaveTextContent('No breaches found');
  expect(
    screen.getByText(/Bulwark searched your address n\*\*\*@example.org and found no known breach/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Monitor another address' })).toHaveAttribute(
    'href',
    '/dashboard/email-breach-check#monitored-addresses',
  );
});

test('no breach data on this server: says so honestly, never "no breaches found"', async () => {
  renderWithProviders(<ExposureStatusBanner coverage={{ state: 'no-breach-data' }} />);
  expect(await headline()).toHaveTextContent(
    'This server can’t search breach data for addresses yet',
  );
  expect(screen.queryByText(/No breaches found/)).not.toBeInTheDocument();
  expect(screen.getByText(/npm run ingest:breach/, { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About Bulwark and its data' })).toHaveAttribute(
    'href',
    '/dashboard/about',
  );
});

test('an address not checked yet: "Checking…", then the result arrives live', async () => {
  const { queryClient } = renderWithProviders(
    <ExposureStatusBanner
      coverage={{ state: 'checking', maskedAddress: 'n***@example.org', uncheckedCount: 1 }}
    />,
  );
  const heading = await headline();
  expect(heading).toHaveTextContent('Checking n***@example.org…');
  expect(heading).toHaveAttribute('aria-live', 'polite');
  list = [savedBreach('Adobe')];
  // What the stream's 'saved-breaches' event does (realtime.listener.ts).
  await act(() =>
    queryClient.invalidateQueries({ queryKey: savedBreachesQueryOptions().queryKey.slice(0, 1) }),
  );
  expect(await screen.findByRole('heading', { name: '1 breach needs your attention' })).toBe(
    heading,
  );
});

test('open breaches on a server without breach data say the list holds only hand-saved ones', async () => {
  list = [savedBreach('Adobe')];
  renderWithProviders(<ExposureStatusBanner coverage={{ state: 'no-breach-data' }} />);
  expect(await headline()).toHaveTextContent('1 breach needs your attention');
  expect(
    screen.getByText(
      /can’t search breach data for your addresses yet, so the list holds only breaches you saved by hand/,
    ),
  ).toBeInTheDocument();
});

test('a breach whose steps are all closed is offered to be marked fixed', async () => {
  list = [savedBreach('Adobe', { steps: [step('change-password', 'high', 'done')] })];
  renderWithProviders(<ExposureStatusBanner coverage={CHECKED} />);
  expect(await screen.findByText('Mark Adobe fixed')).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Review it: Mark Adobe fixed (Adobe)' }),
  ).toBeInTheDocument();
});

test('a failed load says what failed and retries on request', async () => {
  let fail = true;
  server.use(
    http.post('*/v1/call/savedBreaches.list', () =>
      fail
        ? HttpResponse.json(
            { error: { code: 'permission-denied', message: 'Not allowed.' } },
            { status: 403 },
          )
        : HttpResponse.json([]),
    ),
  );
  const { user } = renderWithProviders(<ExposureStatusBanner coverage={CHECKED} />);
  expect(await screen.findByText('Your breaches could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await headline()).toHaveTextContent('No breaches found');
});
