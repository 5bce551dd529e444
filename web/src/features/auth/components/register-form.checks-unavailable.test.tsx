import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test, vi } from 'vitest';
import { renderRoutes } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { RegisterPanel } from './register-panel';

// The name and address checks load on demand (register-form.tsx); here they cannot, as when the
// connection drops between the page and its first keystroke.
vi.mock('../lib/registration-checks', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const SIGNED_OUT = { session: { status: 'signed-out', session: null, endReason: null } } as const;

test('checks that cannot load leave the address to the server, and the form shows its answer', async () => {
  const received: unknown[] = [];
  server.use(
    http.post('*/api/auth/sign-up/email', async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(
        { code: 'INVALID_EMAIL', message: 'Invalid email' },
        { status: 400 },
      );
    }),
  );
  const { user } = renderRoutes([{ path: '/register', element: <RegisterPanel /> }], {
    route: '/register',
    preloadedState: SIGNED_OUT,
  });
  await user.type(await screen.findByLabelText('Display name'), 'Ada');
  await user.type(screen.getByLabelText('Email address'), 'not-an-address');
  await user.type(screen.getByLabelText(/^password/i), 'correct horse battery staple{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That email address does not look right. Check it and try again.',
  );
  expect(received).toEqual([
    {
      name: 'Ada',
      email: 'not-an-address',
      password: 'correct horse battery staple',
      callbackURL: '/verify-email',
    },
  ]);
});
