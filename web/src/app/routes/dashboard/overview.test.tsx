import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { SIGNED_IN, startFakeDashboardServer } from '@/app/testing/fake-dashboard-server';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { OverviewRoute } from './overview';

test('the front page: headline, checklist, risk, alerts, what was exposed and what to read', async () => {
  startFakeDashboardServer();
  renderWithProviders(<OverviewRoute />, { preloadedState: SIGNED_IN });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeInTheDocument();
  // The first render of the whole page loads every section's code: give it time on a busy machine.
  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Checking n***@example.org…' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Your risk score' })).getByRole('link', {
      name: 'Take the quick assessment',
    }),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'Alerts' })).findByText('No alerts'),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByRole('region', { name: 'What was exposed' })).findByText(
      /Nothing exposed/,
    ),
  ).toBeInTheDocument();
  // Two-step sign-in is off: the article about it, at its section.
  expect(
    await within(screen.getByRole('region', { name: 'Learn' })).findByRole('link'),
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
  renderWithProviders(<OverviewRoute />, { preloadedState: SIGNED_IN });
  expect(
    await within(screen.getByRole('region', { name: 'Alerts' })).findByText(
      'Your alerts could not be loaded.',
    ),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Checking n***@example.org…' }),
  ).toBeInTheDocument();
});
