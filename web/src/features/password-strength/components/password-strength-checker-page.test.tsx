import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithUi } from '@/testing/render-with-ui';
import { sha1Hex } from '../api/check-pwned-password';
import type { PwnedPasswordsStatus } from '../api/get-pwned-passwords-status';
import { createInProcessStrengthWorker } from '../testing/in-process-strength-worker';
import { pwnedPasswordsStatus } from '../testing/pwned-passwords-status';
import {
  PasswordStrengthCheckerPage,
  type PasswordStrengthCheckerPageProps,
} from './password-strength-checker-page';

// Every test types a password key by key into the whole page, and each key is scored by the real
// estimator and rendered: 2–4 s a test alone, over vitest's default 5 s beside another worker on
// a slower CPU (an Intel Xeon at 2.5 GHz, 2026-11-28). A time limit, not a speed goal.
vi.setConfig({ testTimeout: 20_000 });

function renderPage(props: PasswordStrengthCheckerPageProps = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithUi(
    <QueryClientProvider client={queryClient}>
      <PasswordStrengthCheckerPage createWorker={createInProcessStrengthWorker} {...props} />
    </QueryClientProvider>,
  );
}

function serveCorpus(
  hashes: number,
  breached: Record<string, number>,
  status: Partial<PwnedPasswordsStatus> = {},
) {
  const requests: { url: string; padding: string | null }[] = [];
  server.use(
    http.post('*/v1/call/passwordChecks.list', () => HttpResponse.json([])),
    http.get('*/v1/pwned-passwords/status', () =>
      HttpResponse.json(pwnedPasswordsStatus(hashes, status)),
    ),
    http.get('*/range/:prefix', async ({ request, params }) => {
      requests.push({ url: request.url, padding: request.headers.get('Add-Padding') });
      const lines: string[] = [];
      for (const [password, count] of Object.entries(breached)) {
        const hash = await sha1Hex(password);
        if (hash.startsWith(String(params.prefix))) lines.push(`${hash.slice(5)}:${count}`);
      }
      lines.push(`${'0'.repeat(35)}:0`);
      return new HttpResponse(lines.join('\r\n'), { headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  return requests;
}

test('scores as you type and flags a common password, then finds it in breaches on blur by k-anonymity', async () => {
  const requests = serveCorpus(1000, { password1: 2_418_984 });
  const { user } = renderPage();
  const field = await screen.findByLabelText('Password to check');
  await user.type(field, 'password1');
  expect(await screen.findByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  expect(screen.getByText('Fails: Not a common password')).toBeInTheDocument();
  expect(screen.getByText('Fails: At least 15 characters')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
  await user.tab();
  expect(
    await screen.findByText('Seen 2,418,984 times in breaches. Do not use this password.'),
  ).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  const hash = await sha1Hex('password1');
  expect(new URL(requests[0]?.url ?? '').pathname).toBe(`/range/${hash.slice(0, 5)}`);
  expect(requests[0]?.url).not.toContain(hash.slice(5));
  expect(requests[0]?.padding).toBe('true');
});

test('a strong password not in the corpus says how many hashes were searched, and when they were loaded', async () => {
  serveCorpus(123_456, {});
  const { user } = renderPage();
  await user.type(
    await screen.findByLabelText('Password to check'),
    'violet-anchor-mosaic-lantern-9',
  );
  await user.click(screen.getByRole('button', { name: 'Check breaches' }));
  expect(
    await screen.findByText('Not found in the 123,456 hashes loaded (Jan 15, 2026).'),
  ).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  expect(screen.getByText('Passes: At least 15 characters')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'How the password was read' })).toBeInTheDocument();
});

test('with no breach data at all (no store, upstream off) the page says so, without a verdict', async () => {
  serveCorpus(0, {}, { source: 'off', upstreamHost: null });
  const { user } = renderPage();
  await user.type(await screen.findByLabelText('Password to check'), 'anything at all');
  expect(
    await screen.findByText(/Breaches cannot be checked on this server: it has no breach data/),
  ).toBeInTheDocument();
  expect(screen.getByText('Breaches cannot be checked on this server')).toBeInTheDocument();
  expect(screen.queryByText(/Not in known breaches/)).not.toBeInTheDocument();
});

test('without a local store, a password not found upstream says where it was looked for', async () => {
  serveCorpus(0, {});
  const { user } = renderPage();
  await user.type(await screen.findByLabelText('Password to check'), 'violet anchor mosaic 77');
  await user.click(screen.getByRole('button', { name: 'Check breaches' }));
  expect(
    await screen.findByText(
      'Not found in known breaches (checked with api.pwnedpasswords.com through this server).',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Passes: Not in known breaches')).toBeInTheDocument();
});

test('a 503 from /range says "Breach check unavailable right now", never "not found", and can be retried', async () => {
  serveCorpus(0, {});
  let failing = true;
  server.use(
    http.get('*/range/:prefix', () =>
      failing
        ? HttpResponse.json(
            { error: { code: 'unavailable', message: 'Breach check unavailable right now.' } },
            { status: 503, headers: { 'Retry-After': '30' } },
          )
        : new HttpResponse(''),
    ),
  );
  const { user } = renderPage();
  await user.type(await screen.findByLabelText('Password to check'), 'violet anchor mosaic 77');
  await user.tab();
  expect(await screen.findByText('Breach check unavailable right now.')).toBeInTheDocument();
  expect(screen.getByText('Breach check unavailable right now')).toBeInTheDocument();
  expect(screen.queryByText(/Not found/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Passes: Not in known breaches/)).not.toBeInTheDocument();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText(/^Not found in known breaches \(checked with/),
  ).toBeInTheDocument();
});

test('plain words first: how long guessing takes; bits, guesses and timing behind Details', async () => {
  serveCorpus(10, {});
  const { user } = renderPage();
  await user.type(
    await screen.findByLabelText('Password to check'),
    'violet-anchor-mosaic-lantern-9',
  );
  expect(
    await screen.findByText(/^Would take .+ to guess if a site’s password database were stolen\.$/),
  ).toBeVisible();
  const technical = screen.getByText(/guesses \(≈ \d+ bits\) by zxcvbn-ts’s estimate/);
  expect(technical).not.toBeVisible();
  expect(screen.queryByRole('heading', { name: /NIST/ })).not.toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Details' })[0] as HTMLElement);
  await waitFor(() => expect(technical).toBeVisible());
});

test('two-step sign-in lowers the NIST minimum length to 8', async () => {
  serveCorpus(10, {});
  const { user } = renderPage();
  await user.type(await screen.findByLabelText('Password to check'), 'Xq7#pL2v!mZ');
  await screen.findByText('Fails: At least 15 characters');
  await user.click(
    screen.getByRole('checkbox', { name: 'This account also uses two-step sign-in' }),
  );
  expect(screen.getByText('Passes: At least 8 characters')).toBeInTheDocument();
});

test('a password from the generator shows its exact entropy beside the estimate', async () => {
  serveCorpus(10, {});
  const generated = 'k#8Vq!2m@Lz9$Rt4&Wx1';
  const { user } = renderPage({
    findGeneratedPassword: (password) =>
      password === generated
        ? { entropyBits: 130.2, isExact: true, description: '20 characters from 94' }
        : undefined,
  });
  await user.type(await screen.findByLabelText('Password to check'), generated);
  await waitFor(() =>
    expect(
      screen.getByText('This password came from the generator, so its strength is known exactly.'),
    ).toBeInTheDocument(),
  );
  expect(screen.getByText(/underestimates random passwords/)).toBeInTheDocument();
  expect(
    screen.getByText(/longer than the age of the universe to guess .+ The estimate above/),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Exactly 130.2 bits \(20 characters from 94\)/)).not.toBeVisible();
});
