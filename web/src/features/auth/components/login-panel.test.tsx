import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { GuestOnlyRoute } from '@/app/routes/guest-only-route';
import { ProtectedRoute } from '@/app/routes/protected-route';
import { GET_SESSION_URL } from '@/lib/session/fetch-current-session';
import { server } from '@/testing/msw-server';
import { renderRoutes } from '@/app/testing/render-with-providers';
import { LoginPanel } from './login-panel';

const SIGNED_OUT = { session: { status: 'signed-out', session: null, endReason: null } } as const;
const SESSION = {
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    twoFactorEnabled: true,
  },
};

const routes = [
  { element: <GuestOnlyRoute />, children: [{ path: '/login', element: <LoginPanel /> }] },
  {
    path: '/dashboard',
    element: <ProtectedRoute />,
    children: [
      { index: true, element: <h1>Dashboard home</h1> },
      { path: 'feedback', element: <h1>Feedback page</h1> },
    ],
  },
];

function serveSignIn({ twoFactor }: { twoFactor: boolean }) {
  const received: unknown[] = [];
  let signedIn = false;
  server.use(
    http.post('*/api/auth/sign-in/email', async ({ request }) => {
      const body = (await request.json()) as { password: string };
      received.push(body);
      if (body.password !== 'correct horse battery') {
        return HttpResponse.json(
          // As the server answers: it words every auth/invalid-credential itself (auth-error-response.ts).
          { code: 'auth/invalid-credential', message: 'The email or password is not correct.' },
          { status: 401 },
        );
      }
      signedIn = !twoFactor;
      return HttpResponse.json(
        twoFactor ? { twoFactorRedirect: true } : { token: 't', user: SESSION.user },
      );
    }),
    http.post('*/api/auth/two-factor/verify-totp', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '123456') {
        return HttpResponse.json(
          { code: 'auth/invalid-verification-code', message: 'x' },
          { status: 401 },
        );
      }
      signedIn = true;
      return HttpResponse.json({ token: 't' });
    }),
    http.get(GET_SESSION_URL, () => HttpResponse.json(signedIn ? SESSION : null)),
  );
  return received;
}

async function submitCredentials(user: ReturnType<typeof renderRoutes>['user'], password: string) {
  await user.type(await screen.findByLabelText(/email address/i), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('shows the human message for a wrong password, never the code', async () => {
  serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await submitCredentials(user, 'not the password');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The email or password is not correct.',
  );
  expect(screen.queryByText(/auth\//)).not.toBeInTheDocument();
});

test('signs in, keeping the session by default, and returns to the origin', async () => {
  const received = serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, {
    route: '/dashboard/feedback',
    preloadedState: SIGNED_OUT,
  });
  await submitCredentials(user, 'correct horse battery');
  expect(await screen.findByRole('heading', { name: 'Feedback page' })).toBeInTheDocument();
  expect(received).toEqual([
    {
      email: 'ada@example.com',
      password: 'correct horse battery',
      rememberMe: true,
      callbackURL: '/verify-email',
    },
  ]);
});

test('an unticked "keep me signed in" asks for a browser-session cookie', async () => {
  const received = serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await user.click(await screen.findByRole('checkbox', { name: /keep me signed in/i }));
  await submitCredentials(user, 'correct horse battery');
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  expect(received).toEqual([expect.objectContaining({ rememberMe: false })]);
});

test('asks for the authenticator code when two-step sign-in is on', async () => {
  serveSignIn({ twoFactor: true });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await submitCredentials(user, 'correct horse battery');
  const codeField = await screen.findByLabelText(/code from your authenticator app/i);
  await user.type(codeField, '000000');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That code is not correct, or it has been used already.',
  );
  await user.clear(codeField);
  await user.type(codeField, '123 456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
});

test('offers a backup code instead of the authenticator code', async () => {
  serveSignIn({ twoFactor: true });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await submitCredentials(user, 'correct horse battery');
  await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
  expect(screen.getByLabelText(/backup code/i)).toBeInTheDocument();
});

test('keyboard only: email, Tab, password, Enter signs in (the reset link comes after the button)', async () => {
  const received = serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await user.click(await screen.findByLabelText(/email address/i));
  await user.keyboard('ada@example.com');
  await user.tab();
  await user.keyboard('correct horse battery{Enter}');
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

test('the tab order is the fields, then the submit button, then the helper links', async () => {
  serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await user.click(await screen.findByLabelText(/email address/i));
  const order: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    await user.tab();
    const focused = document.activeElement;
    order.push(
      focused?.getAttribute('aria-label') ??
        focused?.getAttribute('name') ??
        focused?.textContent ??
        '',
    );
  }
  expect(order).toEqual([
    'password',
    'Show password',
    'keep-signed-in',
    'Sign in',
    'Forgot your password?',
    'Create an account',
  ]);
});

test('Enter with a field left empty says which one, instead of doing nothing', async () => {
  const received = serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await user.type(await screen.findByLabelText(/email address/i), 'ada@example.com{Enter}');
  expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^password/i)).toHaveFocus();
  expect(received).toHaveLength(0);
});

test('a double click on "Sign in" sends one request', async () => {
  const received = serveSignIn({ twoFactor: false });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await user.type(await screen.findByLabelText(/email address/i), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'correct horse battery');
  await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

test('the two-step code: Enter on an empty field says what is missing; Tab goes to Verify first', async () => {
  serveSignIn({ twoFactor: true });
  const { user } = renderRoutes(routes, { route: '/login', preloadedState: SIGNED_OUT });
  await submitCredentials(user, 'correct horse battery');
  const codeField = await screen.findByLabelText(/code from your authenticator app/i);
  await user.type(codeField, '{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Enter the code from your authenticator app.',
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  await user.type(codeField, '123456{Enter}');
  expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
});
