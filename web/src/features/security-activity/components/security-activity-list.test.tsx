import type { SecurityEvent } from '@bulwark/contracts/schemas/security-activity.schema';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderRoutes } from '@/app/testing/render-with-providers';
import { paths } from '@/config/paths';
import { server } from '@/testing/msw-server';
import { NotMePanel } from './not-me-panel';
import { SecurityActivityList } from './security-activity-list';

function event(index: number, overrides: Partial<SecurityEvent> = {}): SecurityEvent {
  const at = new Date(Date.UTC(2026, 10, 26, 12, 0) - index * 60_000).toISOString();
  return {
    id: `event${String(index).padStart(15, '0')}`,
    kind: 'sign-in',
    occurredAt: at,
    device: 'Firefox on Windows',
    ip: '203.0.113.7',
    signInMethod: 'password',
    newDevice: false,
    attempts: 1,
    firstAt: at,
    passkeyName: null,
    sessionsEnded: null,
    ...overrides,
  };
}

function renderActivity(events: SecurityEvent[]) {
  server.use(
    http.post('*/v1/call/securityActivity.list', () =>
      HttpResponse.json({ events, truncated: false }),
    ),
  );
  return renderRoutes(
    [
      { path: paths.dashboard.profileSettings, element: <SecurityActivityList /> },
      { path: paths.securityNotMe, element: <NotMePanel /> },
    ],
    { route: paths.dashboard.profileSettings },
  );
}

test('lists the latest ten events with device, address and a new-device badge; the rest on request', async () => {
  const { user } = renderActivity([
    event(0, { newDevice: true, device: 'Safari on iOS' }),
    event(1, { kind: 'sign-in-failed', attempts: 4, signInMethod: null }),
    ...Array.from({ length: 10 }, (_, index) => event(index + 2)),
  ]);
  const list = await screen.findByRole('list', { name: 'Security activity' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  const newest = within(list).getAllByRole('listitem')[0];
  expect(newest).toHaveTextContent('Signed in with your password');
  expect(newest).toHaveTextContent('New device');
  expect(newest).toHaveTextContent('Safari on iOS · 203.0.113.7');
  expect(within(list).getByText('4 failed sign-in attempts')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show all 12 events' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(12);
});

test('"Not you?" asks first, then signs out everywhere and says where the reset link went', async () => {
  const reports: unknown[] = [];
  server.use(
    http.post('*/v1/security-activity/not-me', async ({ request }) => {
      reports.push(await request.json());
      return HttpResponse.json({ sessionsEnded: 2, resetSentTo: 'a***@example.com' });
    }),
  );
  const { user, router } = renderActivity([event(0, { newDevice: true })]);
  await user.click(await screen.findByRole('button', { name: 'Not you?' }));
  const dialog = await screen.findByRole('alertdialog', { name: "Wasn't this you?" });
  expect(reports).toEqual([]);
  const confirm = within(dialog).getByRole('button', { name: 'Sign out everywhere' });
  // A double click reports once.
  await user.dblClick(confirm);

  expect(
    await screen.findByRole('heading', { name: 'Your account is signed out everywhere' }),
  ).toBeInTheDocument();
  expect(router.location.pathname).toBe(paths.securityNotMe);
  const summary = screen.getByText(/We ended all 2 sessions of your account/);
  expect(summary).toHaveTextContent('We sent a link to choose a new password to a***@example.com');
  expect(reports).toEqual([{ eventId: event(0).id }]);
});

test('from the mail: nothing happens until the person confirms; an expired link says what to do', async () => {
  server.use(
    http.post('*/v1/security-activity/not-me', () =>
      HttpResponse.json(
        {
          error: {
            code: 'not-found',
            message:
              'This link no longer works. To secure your account, reset your password from the sign-in page.',
          },
        },
        { status: 404 },
      ),
    ),
  );
  const { user } = renderRoutes([{ path: paths.securityNotMe, element: <NotMePanel /> }], {
    route: `${paths.securityNotMe}?token=${'t'.repeat(43)}`,
  });
  await user.click(await screen.findByRole('button', { name: 'Secure my account' }));
  expect(await screen.findByText(/This link no longer works/)).toBeInTheDocument();
});

test('a link without its token is called incomplete', async () => {
  renderRoutes([{ path: paths.securityNotMe, element: <NotMePanel /> }], {
    route: paths.securityNotMe,
  });
  expect(
    await screen.findByRole('heading', { name: 'This link is not complete' }),
  ).toBeInTheDocument();
});
