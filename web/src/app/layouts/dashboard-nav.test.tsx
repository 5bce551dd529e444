import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { DashboardNav } from './dashboard-nav';

function serve({ unread, actionNeeded }: { unread: number; actionNeeded: number }) {
  server.use(
    http.post('*/v1/call/emailBreachCheck.listAlerts', () =>
      HttpResponse.json({ alerts: [], unreadCount: unread }),
    ),
    http.post('*/v1/call/savedBreaches.getExposureSummary', () =>
      HttpResponse.json({
        actionNeeded,
        fixed: 0,
        openSteps: actionNeeded,
        exposedDataClasses: {},
        highestOpenSeverity: null,
        updatedAt: null,
      }),
    ),
  );
}

test('shows the number of unread alerts beside the alert centre link, read aloud in words', async () => {
  serve({ unread: 3, actionNeeded: 0 });
  renderWithProviders(<DashboardNav />);
  expect(await screen.findByRole('link', { name: 'Alerts, 3 unread' })).toHaveAttribute(
    'href',
    '/dashboard/alerts',
  );
  expect(screen.getByRole('link', { name: 'Saved breaches' })).toBeInTheDocument();
});

test('shows how many saved breaches need action beside their link', async () => {
  serve({ unread: 0, actionNeeded: 2 });
  renderWithProviders(<DashboardNav />);
  expect(
    await screen.findByRole('link', { name: 'Saved breaches, 2 need action' }),
  ).toHaveAttribute('href', '/dashboard/saved-breaches');
  expect(screen.getByRole('link', { name: 'Alerts' })).toBeInTheDocument();
});

test('says "needs" for a single breach', async () => {
  serve({ unread: 0, actionNeeded: 1 });
  renderWithProviders(<DashboardNav />);
  expect(
    await screen.findByRole('link', { name: 'Saved breaches, 1 needs action' }),
  ).toBeInTheDocument();
});

test('lists every destination, by section, in its place', async () => {
  serve({ unread: 0, actionNeeded: 0 });
  renderWithProviders(<DashboardNav />);
  const sections = await screen.findAllByRole('list');
  const names = sections.map((section) =>
    within(section)
      .getAllByRole('link')
      .map((link) => link.textContent),
  );
  expect(names).toEqual([
    ['Dashboard', 'Alerts'],
    [
      'Email breach check',
      'Saved breaches',
      'Risk assessment',
      'Password generator',
      'Password strength',
    ],
    ['Password security', 'Risk mitigation', 'Cybersecurity trends'],
    ['Profile settings', 'Feedback', 'About Bulwark'],
  ]);
});
