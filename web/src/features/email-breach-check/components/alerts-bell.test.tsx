import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { breachAlert, startFakeAlertsServer } from '../testing/fake-alerts-server';
import { AlertsBell } from './alerts-bell';

test('carries the unread count in its name and opens the newest alerts', async () => {
  startFakeAlertsServer([
    breachAlert('a1'),
    breachAlert('a2', { breachTitle: 'Bolt', readAt: '2026-03-01T13:00:00Z' }),
  ]);
  const { user } = renderWithProviders(<AlertsBell />);
  await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
  const popover = await screen.findByRole('dialog', { name: 'Alerts, 1 unread' });
  const list = within(popover).getByRole('list', { name: 'Newest alerts' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(popover).getByRole('link', { name: 'Open the alert centre' })).toHaveAttribute(
    'href',
    '/dashboard/alerts',
  );
});

test('mark all read empties the badge', async () => {
  startFakeAlertsServer([breachAlert('a1'), breachAlert('a2', { breachTitle: 'Bolt' })]);
  const { user } = renderWithProviders(<AlertsBell />);
  await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
  await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
});

test('opening an alert marks it read and closes the list', async () => {
  const fake = startFakeAlertsServer([breachAlert('a1')]);
  const { user } = renderWithProviders(<AlertsBell />);
  await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
  const popover = await screen.findByRole('dialog', { name: 'Alerts, 1 unread' });
  await user.click(within(popover).getByRole('link', { name: 'Acme Inc.' }));
  expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  expect(fake.markCalls).toEqual([{ ids: ['a1'] }]);
  // jsdom plays no exit animation, so the closed popover stays in the DOM, marked closed.
  await waitFor(() => expect(popover).toHaveAttribute('data-state', 'closed'));
});
