import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { SIGNED_IN, startFakeDashboardServer } from '@/app/testing/fake-dashboard-server';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { OverviewRoute } from './overview';
import { DASHBOARD_CARDS } from './overview/dashboard-cards';

test('the front page: headline, checklist, risk, alerts, what was exposed and what to read', async () => {
  startFakeDashboardServer();
  renderWithProviders(<OverviewRoute cards={DASHBOARD_CARDS} />, { preloadedState: SIGNED_IN });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeInTheDocument();
  // The first render of the whole page loads every section's code (each card is its own chunk): give it time.
  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Checking n***@example.org…' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  expect(
    within(await screen.findByRole('region', { name: 'Your risk score' })).getByRole('link', {
      name: 'Take the quick assessment',
    }),
  ).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('region', { name: 'Alerts' })).findByText('No alerts'),
  ).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('region', { name: 'What was exposed' })).findByText(
      /Nothing exposed/,
    ),
  ).toBeInTheDocument();
  // Two-step sign-in is off: the article about it, at its section.
  expect(
    await within(await screen.findByRole('region', { name: 'Learn' })).findByRole('link'),
  ).toHaveAttribute(
    'href',
    '/dashboard/password-security/security-best-practices#step-three-turn-on-multi-factor-authentication',
  );
});

test('a section that cannot load says so on its own; the rest of the page stands', async () => {
  startFakeDashboardServer();
  server.use(
    http.post('*/v1/call/emailBreachCheck.listAlerts', () =>
      HttpResponse.json(
        { error: { code: 'permission-denied', message: 'Not allowed.' } },
        { status: 403 },
      ),
    ),
  );
  renderWithProviders(<OverviewRoute cards={DASHBOARD_CARDS} />, { preloadedState: SIGNED_IN });
  expect(
    await within(await screen.findByRole('region', { name: 'Alerts' })).findByText(
      'Your alerts could not be loaded.',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Checking n***@example.org…' }),
  ).toBeInTheDocument();
});

test('the cards keep their places: score, alerts, what was exposed, then what to read', async () => {
  startFakeDashboardServer();
  renderWithProviders(<OverviewRoute cards={DASHBOARD_CARDS} />, { preloadedState: SIGNED_IN });
  await screen.findByRole('region', { name: 'What was exposed' });
  const regions = screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'));
  const names = regions.map((id) => (id ? document.getElementById(id)?.textContent : null));
  expect(
    names.filter((name) =>
      ['Your risk score', 'Alerts', 'What was exposed', 'Learn'].includes(name ?? ''),
    ),
  ).toEqual(['Your risk score', 'Alerts', 'What was exposed', 'Learn']);
});
