import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { breachAlert, startFakeAlertsServer } from '../testing/fake-alerts-server';
import { AlertsPage } from './alerts-page';

test('lists alerts by the breach name from the catalog, with its attribution', async () => {
  startFakeAlertsServer([breachAlert('a1')]);
  renderWithProviders(<AlertsPage />);
  const list = await screen.findByRole('list', { name: 'Alerts, newest first' });
  expect(within(list).getByRole('link', { name: 'Acme Inc.' })).toHaveAttribute(
    'href',
    '/dashboard/breaches/Acme',
  );
  expect(within(list).getByText('Unread:', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Breach data:', { exact: false })).toHaveTextContent(
    'Breach data: Have I Been Pwned (CC BY 4.0)',
  );
});

test('marks one alert read, leaving the others unread', async () => {
  const fake = startFakeAlertsServer([
    breachAlert('a1'),
    breachAlert('a2', { breachName: 'Bolt', breachTitle: 'Bolt' }),
  ]);
  const { user } = renderWithProviders(<AlertsPage />);
  expect(await screen.findByText('2 unread')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark the Bolt alert read' }));
  expect(await screen.findByText('1 unread')).toBeInTheDocument();
  expect(fake.markCalls).toEqual([{ ids: ['a2'] }]);
  expect(
    screen.queryByRole('button', { name: 'Mark the Bolt alert read' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark the Acme Inc. alert read' })).toBeInTheDocument();
});

test('marks every alert read at once', async () => {
  const fake = startFakeAlertsServer([
    breachAlert('a1'),
    breachAlert('a2', { breachTitle: 'Bolt' }),
  ]);
  const { user } = renderWithProviders(<AlertsPage />);
  await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
  expect(await screen.findByText('All read')).toBeInTheDocument();
  expect(fake.markCalls).toEqual([{}]);
  expect(screen.queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
});

test('explains an empty alert centre instead of looking broken', async () => {
  startFakeAlertsServer([]);
  renderWithProviders(<AlertsPage />);
  expect(await screen.findByText('No alerts')).toBeInTheDocument();
  expect(
    screen.getByText(/Breaches found at the first check go straight to your saved breaches/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Monitor another address' })).toHaveAttribute(
    'href',
    '/dashboard/email-breach-check#monitored-addresses',
  );
});
