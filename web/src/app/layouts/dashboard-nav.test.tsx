import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { DashboardNav } from './dashboard-nav';

function alerts(unreadCount: number) {
  return { alerts: [], unreadCount };
}

test('shows the number of unread breach alerts beside the breach check link, read aloud in words', async () => {
  server.use(http.post('*/v1/call/emailBreachCheck.listAlerts', () => HttpResponse.json(alerts(3))));
  renderWithProviders(<DashboardNav />);
  const link = screen.getByRole('link', { name: /email breach check/i });
  expect(await screen.findByText('unread alerts', { exact: false })).toBeInTheDocument();
  expect(link).toHaveAccessibleName('Email breach check 3 unread alerts');
});
