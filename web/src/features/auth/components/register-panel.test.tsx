import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderRoutes } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { RegisterPanel } from './register-panel';

const SIGNED_OUT = { session: { status: 'signed-out', session: null, endReason: null } } as const;
const routes = [{ path: '/register', element: <RegisterPanel /> }];

function serveSignUp() {
  const received: unknown[] = [];
  server.use(
    http.post('*/api/auth/sign-up/email', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json({ token: null, user: { id: 'u1' } });
    }),
  );
  return received;
}

test('the password hint states one rule, and its counter counts towards that rule', async () => {
  const { user } = renderRoutes(routes, { route: '/register', preloadedState: SIGNED_OUT });
  const password = await screen.findByLabelText(/^password/i);
  const hint = () => document.getElementById(password.getAttribute('aria-describedby') ?? '');
  expect(hint()).toHaveTextContent(
    'At least 15 characters. Spaces and any symbols count; no other rules. 0 of 15 characters.',
  );
  expect(hint()?.textContent).not.toMatch(/\b8\b|two-step/);
  await user.type(password, 'correct horse b');
  expect(hint()).toHaveTextContent('15 characters: long enough.');
});

test('Enter in a field submits: the first field to fix gets the focus and says why', async () => {
  const received = serveSignUp();
  const { user } = renderRoutes(routes, { route: '/register', preloadedState: SIGNED_OUT });
  await user.type(await screen.findByLabelText('Display name'), 'Ada{Enter}');
  expect(await screen.findByText('That email address does not look right.')).toBeVisible();
  expect(screen.getByLabelText('Email address')).toHaveFocus();
  expect(received).toHaveLength(0);
});

test('keyboard only, a double Enter creates the account once', async () => {
  const received = serveSignUp();
  const { user } = renderRoutes(routes, { route: '/register', preloadedState: SIGNED_OUT });
  await user.click(await screen.findByLabelText('Display name'));
  await user.keyboard('Ada');
  await user.tab();
  await user.keyboard('ada@example.com');
  await user.tab();
  await user.keyboard('correct horse battery staple{Enter}{Enter}');
  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(received).toHaveLength(1);
});
