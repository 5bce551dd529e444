import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { AuthError } from '@/lib/auth-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { GET_SESSION_URL } from '@/lib/session/fetch-current-session';
import { server } from '@/testing/msw-server';
import { renderWithUi } from '@/testing/render-with-ui';
import { useReauthentication } from './reauth-context';
import { ReauthProvider } from './reauth-provider';

const SESSION = {
  session: { id: 's2', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    emailVerified: true,
    twoFactorEnabled: false,
  },
};

function SensitiveAction({ action }: { action: () => Promise<string> }) {
  const { withReauthentication } = useReauthentication();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          withReauthentication(action).then(setResult, (error: unknown) =>
            setResult(getErrorMessage(error)),
          );
        }}
      >
        Change email
      </button>
      <p>{result}</p>
    </>
  );
}

function setup(onReauthenticated = vi.fn()) {
  let calls = 0;
  const action = vi.fn(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new AuthError('auth/requires-recent-login', 403))
      : Promise.resolve('Email change requested');
  });
  const view = renderWithUi(
    <ReauthProvider email="ada@example.com" onReauthenticated={onReauthenticated}>
      <SensitiveAction action={action} />
    </ReauthProvider>,
  );
  return { ...view, action, onReauthenticated };
}

test('asks for the password on requires-recent-login, then retries the action', async () => {
  const signIns: unknown[] = [];
  server.use(
    http.post('*/api/auth/sign-in/email', async ({ request }) => {
      signIns.push(await request.json());
      return HttpResponse.json({ token: 't', user: SESSION.user });
    }),
    http.get(GET_SESSION_URL, () => HttpResponse.json(SESSION)),
  );
  const { user, action, onReauthenticated } = setup();
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm it is you' });
  expect(dialog).toHaveTextContent('enter the password for ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Email change requested')).toBeInTheDocument();
  expect(action).toHaveBeenCalledTimes(2);
  expect(signIns).toEqual([
    expect.objectContaining({ email: 'ada@example.com', password: 'correct horse battery' }),
  ]);
  expect(onReauthenticated).toHaveBeenCalledWith(expect.objectContaining({ sessionId: 's2' }));
});

test('cancelling leaves the action undone and says why', async () => {
  const { user, action } = setup();
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  await screen.findByRole('alertdialog');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(
    await screen.findByText('For your security, confirm your password to continue.'),
  ).toBeInTheDocument();
  expect(action).toHaveBeenCalledOnce();
});

test('keyboard only: the password, Enter confirms; Confirm comes before Cancel in tab order', async () => {
  server.use(
    http.post('*/api/auth/sign-in/email', () =>
      HttpResponse.json({ token: 't', user: SESSION.user }),
    ),
    http.get(GET_SESSION_URL, () => HttpResponse.json(SESSION)),
  );
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Change email' }));
  const password = await screen.findByLabelText(/^password/i);
  // The dialog's focus trap computes Tab itself, which jsdom cannot lay out: check document order.
  const buttons = screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(buttons).toEqual(['Show password', 'Confirm', 'Cancel', 'Close']);
  await user.click(password);
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
  await user.keyboard('correct horse battery{Enter}');
  expect(await screen.findByText('Email change requested')).toBeInTheDocument();
});
