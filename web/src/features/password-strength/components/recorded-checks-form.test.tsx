import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithUi } from '@/testing/render-with-ui';
import { sha1Hex } from '../api/check-pwned-password';
import { createInProcessStrengthWorker } from '../testing/in-process-strength-worker';
import { pwnedPasswordsStatus } from '../testing/pwned-passwords-status';
import { PasswordStrengthCheckerPage } from './password-strength-checker-page';

// Pasted, not typed: typed, every keystroke re-estimated the strength, and the first test took
// over its 5 s on two busy cores (a clean-clone run failed on it). People paste passwords too.
const PASSWORD = 'Tr0ub4dor&3-harbour';

afterEach(() => server.events.removeAllListeners());

interface StoredCheck {
  id: string;
  label: string;
  score: number;
  pwned: boolean | null;
  reused: boolean;
  inUse: boolean;
  checkedAt: string;
}

function storedCheck(overrides: Partial<StoredCheck> & { id: string; label: string }): StoredCheck {
  return {
    score: 3,
    pwned: false,
    reused: false,
    inUse: true,
    checkedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Serves the corpus, the range lookup and the checks; records every request's URL, headers and body. */
/** `breachedCount: 'unavailable'`: /range answers 503, as when the upstream is down. */
function serveChecker(options: { breachedCount: number | 'unavailable'; checks?: StoredCheck[] }) {
  let checks = options.checks ?? [];
  const recordBodies: Record<string, unknown>[] = [];
  const requests: Promise<string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const headers = [...request.headers.entries()]
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    requests.push(
      request
        .clone()
        .text()
        .then((body) => `${request.url}\n${headers}\n${body}`),
    );
  });
  server.use(
    http.get('*/v1/pwned-passwords/status', () => HttpResponse.json(pwnedPasswordsStatus(1000))),
    http.get('*/range/:prefix', async () => {
      if (options.breachedCount === 'unavailable')
        return HttpResponse.json(
          { error: { code: 'unavailable', message: 'Breach check unavailable right now.' } },
          { status: 503 },
        );
      const hash = await sha1Hex(PASSWORD);
      return new HttpResponse(`${hash.slice(5)}:${options.breachedCount}\r\n${'0'.repeat(35)}:0`);
    }),
    http.post('*/v1/call/passwordChecks.list', () => HttpResponse.json(checks)),
    http.post('*/v1/call/passwordChecks.record', async ({ request }) => {
      const body = (await request.json()) as Omit<StoredCheck, 'id' | 'checkedAt'>;
      recordBodies.push(body);
      const saved = storedCheck({ ...body, id: `C${'0'.repeat(18)}${checks.length + 1}` });
      checks = [saved, ...checks];
      return HttpResponse.json(saved);
    }),
    http.post('*/v1/call/passwordChecks.remove', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      checks = checks.filter((check) => check.id !== id);
      return HttpResponse.json({ removed: true });
    }),
  );
  return { recordBodies, allRequests: () => Promise.all(requests) };
}

function renderChecker() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithUi(
    <QueryClientProvider client={queryClient}>
      <PasswordStrengthCheckerPage createWorker={createInProcessStrengthWorker} />
    </QueryClientProvider>,
  );
}

async function pastePassword(user: ReturnType<typeof renderChecker>['user']) {
  await user.click(await screen.findByLabelText('Password to check'));
  await user.paste(PASSWORD);
}

// The file's first render (Chakra's system, the checker, msw) took over 5 s with an end-to-end
// run beside it on two cores; the steps themselves are quick. As feedback-form.test.tsx does.
test(
  'records only the label, the score and the flags, and the password appears in no request',
  { timeout: 15_000 },
  async () => {
    const traffic = serveChecker({ breachedCount: 12 });
    const { user } = renderChecker();
    await pastePassword(user);
    await user.tab();
    await screen.findByText('Seen 12 times in breaches. Do not use this password.');
    const score = Number(
      screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow'),
    );

    const form = screen.getByRole('form', { name: 'Record this check' });
    expect(within(form).getByText(/never the password, nor any hash of it/)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Label/ }), 'Bank');
    await user.click(
      within(form).getByRole('checkbox', { name: 'I use this password on other sites too' }),
    );
    expect(within(form).getByRole('checkbox', { name: 'I still use this password' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Record check' }));

    const list = await screen.findByRole('list', { name: 'Recorded checks' });
    expect(await within(list).findByText('Bank')).toBeInTheDocument();
    expect(traffic.recordBodies).toHaveLength(1);
    expect(Object.keys(traffic.recordBodies[0] ?? {}).sort()).toEqual([
      'inUse',
      'label',
      'pwned',
      'reused',
      'score',
    ]);
    expect(traffic.recordBodies[0]).toEqual({
      label: 'Bank',
      score,
      pwned: true,
      reused: true,
      inUse: true,
    });

    const hash = await sha1Hex(PASSWORD);
    for (const request of await traffic.allRequests()) {
      expect(request).not.toContain(PASSWORD);
      expect(request).not.toContain(hash.slice(5));
    }
  },
);

test('the button waits for the breach check and says why', async () => {
  serveChecker({ breachedCount: 0 });
  const { user } = renderChecker();
  await pastePassword(user);
  const button = await screen.findByRole('button', { name: 'Record check' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(
    'Check breaches first (leave the field or press Check breaches).',
  );
  await user.click(screen.getByRole('button', { name: 'Check breaches' }));
  await screen.findByText(/Not found in the 1,000 hashes loaded/);
  expect(screen.getByRole('button', { name: 'Record check' })).toBeEnabled();
});

test('with the breach check unavailable, the check is recorded as unknown (pwned: null)', async () => {
  const traffic = serveChecker({ breachedCount: 'unavailable' });
  const { user } = renderChecker();
  await pastePassword(user);
  await user.tab();
  await screen.findByText('Breach check unavailable right now.');
  const form = screen.getByRole('form', { name: 'Record this check' });
  expect(within(form).getByText(/the check is recorded as unknown/)).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: /Label/ }), 'Mail');
  const button = within(form).getByRole('button', { name: 'Record check' });
  expect(button).toBeEnabled();
  await user.click(button);
  const list = await screen.findByRole('list', { name: 'Recorded checks' });
  expect(
    await within(list).findByText(/Breaches unknown \(check was unavailable\)/),
  ).toBeInTheDocument();
  expect(traffic.recordBodies).toEqual([
    expect.objectContaining({ label: 'Mail', pwned: null, reused: false, inUse: true }),
  ]);
});

test('lists recorded checks with what counts toward the assessment, and removes one', async () => {
  const old = new Date(Date.now() - 200 * 86_400_000).toISOString();
  serveChecker({
    breachedCount: 0,
    checks: [
      storedCheck({
        id: 'AAAAAAAAAAAAAAAAAAA1',
        label: 'Bank',
        score: 1,
        pwned: true,
        reused: true,
      }),
      storedCheck({ id: 'AAAAAAAAAAAAAAAAAAA2', label: 'Email', score: 4, checkedAt: old }),
    ],
  });
  const { user } = renderChecker();
  const list = await screen.findByRole('list', { name: 'Recorded checks' });
  const [bank, email] = within(list).getAllByRole('listitem');
  expect(bank).toHaveTextContent(
    'Weak (score 1 of 4) · Found in breaches · Used on other sites too · Still in use',
  );
  expect(bank).toHaveTextContent('Counts toward your assessment');
  expect(email).toHaveTextContent('Too old to count');
  expect(screen.getByText(/1 of 3 labels so far: not counted yet/)).toBeInTheDocument();

  await user.click(within(list).getByRole('button', { name: 'Remove the check “Bank”' }));
  expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
  expect(within(list).queryByText('Bank')).not.toBeInTheDocument();
});
