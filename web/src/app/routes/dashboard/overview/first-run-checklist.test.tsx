import { act, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import {
  DASHBOARD_USER,
  SIGNED_IN,
  dashboardData,
  startFakeDashboardServer,
} from '@/app/testing/fake-dashboard-server';
import { assessment } from '@/features/risk-assessment/testing/fake-risk-server';
import { FirstRunChecklist } from './first-run-checklist';

const STORAGE_KEY = `bulwark:first-run-checklist:${DASHBOARD_USER.user.id}`;

function renderChecklist() {
  return renderWithProviders(<FirstRunChecklist userId={DASHBOARD_USER.user.id} />, {
    preloadedState: SIGNED_IN,
  });
}

function item(name: RegExp) {
  return within(screen.getByRole('list', { name: 'First steps' }))
    .getByText(name)
    .closest('li') as HTMLElement;
}

test('ticks itself from real data, each open item one click from doing it', async () => {
  startFakeDashboardServer();
  renderChecklist();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  expect(item(/Verify your email address/)).toHaveTextContent('Done: Verify your email address');
  expect(
    within(item(/Turn on two-step sign-in/)).getByRole('link', {
      name: 'Turn it on: Turn on two-step sign-in',
    }),
  ).toHaveAttribute('href', '/dashboard/profile-settings#two-step');
  expect(within(item(/Take the quick assessment/)).getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment',
  );
  expect(within(item(/Check a password and record it/)).getByRole('link')).toHaveAttribute(
    'href',
    '/dashboard/password-strength-checker',
  );
  expect(item(/Check your addresses/)).toHaveTextContent(
    'To do: Check your addresses for breaches',
  );
});

test('ticks live as the data changes: the account address checked, a password recorded', async () => {
  const data = startFakeDashboardServer();
  const { queryClient } = renderChecklist();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  data.addresses = data.addresses.map((address) => ({
    ...address,
    lastCheckedAt: '2026-03-01T10:00:05Z',
  }));
  data.passwordChecks = [
    {
      id: 'c1',
      label: 'Bank',
      score: 4,
      pwned: false,
      reused: false,
      inUse: true,
      checkedAt: '2026-03-01T11:00:00Z',
    },
  ];
  // What the stream's change events do (realtime.listener.ts): invalidate by collection.
  await act(async () => {
    await queryClient.invalidateQueries({ queryKey: ['monitored-addresses'] });
    await queryClient.invalidateQueries({ queryKey: ['password-checks'] });
  });
  expect(await screen.findByText('3 of 5 done')).toBeInTheDocument();
  const addresses = item(/Check your addresses/);
  expect(addresses).toHaveTextContent('Done: Check your addresses for breaches');
  expect(
    within(addresses).getByRole('link', {
      name: 'Add another address: Check your addresses for breaches',
    }),
  ).toHaveAttribute('href', '/dashboard/email-breach-check#monitored-addresses');
});

test('does not tick "check your addresses" on a server with no breach data to search', async () => {
  const data = dashboardData();
  data.status = { ...data.status, indexedBreachCount: 0 };
  data.addresses = data.addresses.map((address) => ({
    ...address,
    lastCheckedAt: '2026-03-01T10:00:05Z',
  }));
  startFakeDashboardServer(data);
  renderChecklist();
  expect(await screen.findByText('1 of 5 done')).toBeInTheDocument();
  expect(item(/Check your addresses/)).toHaveTextContent(
    /This server has no breach data to search yet/,
  );
});

test('dismissed, it stays hidden on this device', async () => {
  startFakeDashboardServer();
  const { user, unmount } = renderChecklist();
  await user.click(
    await screen.findByRole('button', { name: 'Hide this checklist on this device' }),
  );
  expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem(STORAGE_KEY)).toBe('dismissed');
  unmount();
  renderChecklist();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
});

function allDone() {
  const data = dashboardData();
  data.addresses = data.addresses.map((address) => ({
    ...address,
    lastCheckedAt: '2026-03-01T10:00:05Z',
  }));
  data.risk = {
    ...data.risk,
    observed: { ...data.risk.observed, twoFactor: 'totp' },
    latest: assessment({ status: 'completed', completedAt: '2026-03-01T10:00:00Z' }),
  };
  data.passwordChecks = [
    {
      id: 'c1',
      label: 'Bank',
      score: 4,
      pwned: false,
      reused: false,
      inUse: true,
      checkedAt: '2026-03-01T11:00:00Z',
    },
  ];
  return data;
}

test('finishing the last step during the visit says so, and the list does not come back', async () => {
  const data = startFakeDashboardServer(allDone());
  data.passwordChecks = [];
  const { queryClient, unmount } = renderChecklist();
  expect(await screen.findByText('4 of 5 done')).toBeInTheDocument();
  data.passwordChecks = allDone().passwordChecks;
  await act(() => queryClient.invalidateQueries({ queryKey: ['password-checks'] }));
  expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
  expect(window.localStorage.getItem(STORAGE_KEY)).toBe('completed');
  unmount();
  renderChecklist();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(
    screen.queryByRole('heading', { name: /Get started|You are all set/ }),
  ).not.toBeInTheDocument();
});

test('already complete on arrival: nothing shows', async () => {
  startFakeDashboardServer(allDone());
  renderChecklist();
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(
    screen.queryByRole('heading', { name: /Get started|You are all set/ }),
  ).not.toBeInTheDocument();
  expect(window.localStorage.getItem(STORAGE_KEY)).toBe('completed');
});
