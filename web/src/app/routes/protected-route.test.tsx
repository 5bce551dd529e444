import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { expect, test } from 'vitest';
import type { ActiveSession } from '@/lib/session/session.slice';
import { sessionEnded, sessionStarted } from '@/lib/session/session.slice';
import { renderRoutes } from '@/app/testing/render-with-providers';
import { act } from '@testing-library/react';
import { GuestOnlyRoute } from './guest-only-route';
import { ProtectedRoute } from './protected-route';

const SESSION: ActiveSession = {
  sessionId: 's1',
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>{`login page, from ${from ? from.pathname + from.search : 'nowhere'}`}</p>;
}

const routes = [
  { path: '/', element: <Link to="/dashboard/feedback?tab=new">Go to feedback</Link> },
  { element: <GuestOnlyRoute />, children: [{ path: '/login', element: <LoginProbe /> }] },
  {
    path: '/dashboard',
    element: <ProtectedRoute />,
    children: [
      { index: true, element: <h1>Dashboard home</h1> },
      { path: 'feedback', element: <h1>Feedback page</h1> },
    ],
  },
];

test('a signed-out visit is redirected to /login, carrying the origin', async () => {
  const { router } = renderRoutes(routes, {
    route: '/dashboard/feedback?tab=new',
    preloadedState: { session: { status: 'signed-out', session: null, endReason: null } },
  });
  expect(
    await screen.findByText('login page, from /dashboard/feedback?tab=new'),
  ).toBeInTheDocument();
  expect(router.location.pathname).toBe('/login');
});

test('the redirect replaces the history entry, so Back does not bounce to the guard', async () => {
  const { router, user } = renderRoutes(routes, {
    preloadedState: { session: { status: 'signed-out', session: null, endReason: null } },
  });
  await user.click(await screen.findByRole('link', { name: 'Go to feedback' }));
  await screen.findByText(/login page/);
  expect(router.historyAction).toBe('REPLACE');
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('link', { name: 'Go to feedback' })).toBeInTheDocument();
});

test('after signing in the person lands on the origin', async () => {
  const { store } = renderRoutes(routes, {
    route: '/dashboard/feedback?tab=new',
    preloadedState: { session: { status: 'signed-out', session: null, endReason: null } },
  });
  await screen.findByText(/login page/);
  act(() => {
    store.dispatch(sessionStarted(SESSION));
  });
  expect(await screen.findByRole('heading', { name: 'Feedback page' })).toBeInTheDocument();
});

test('a signed-in visit to /login goes to the dashboard', async () => {
  renderRoutes(routes, {
    route: '/login',
    preloadedState: { session: { status: 'signed-in', session: SESSION, endReason: null } },
  });
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
});

test('when the session ends, the protected page gives way to the login page', async () => {
  const { store } = renderRoutes(routes, {
    route: '/dashboard/feedback',
    preloadedState: { session: { status: 'signed-in', session: SESSION, endReason: null } },
  });
  await screen.findByRole('heading', { name: 'Feedback page' });
  act(() => {
    store.dispatch(sessionEnded({ reason: 'expired' }));
  });
  expect(await screen.findByText('login page, from /dashboard/feedback')).toBeInTheDocument();
  expect(
    await screen.findByText('Your session has ended. Please sign in again.'),
  ).toBeInTheDocument();
});
