import type { GuidedStep, SavedBreach } from '@bulwark/contracts/schemas/saved-breach.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { savedBreach, step } from '../testing/saved-breach-factory';
import { SavedBreachesPage } from './saved-breaches-page';

/** A step whose title the page shows in full, beside its short label. */
function pageStep(
  id: string,
  label: string,
  severity: GuidedStep['severity'],
  link: GuidedStep['link'] = null,
): GuidedStep {
  return step(id, severity, 'open', {
    label,
    title: `${label}: the whole title`,
    minutes: 5,
    link,
  });
}

/** A saved breach with a known site (change-password and two-step links) and three steps. */
function pageBreach(id: string, name: string): SavedBreach {
  const domain = `${name.toLowerCase()}.example`;
  const base = savedBreach(name);
  return {
    ...base,
    id,
    breach: { ...base.breach, dataClasses: ['Passwords', 'Email addresses'] },
    site: {
      domain,
      url: `https://${domain}/`,
      twoFactor: {
        siteName: name,
        methods: ['totp'],
        documentationUrl: `https://help.${domain}/2fa`,
        recoveryUrl: null,
      },
    },
    steps: [
      pageStep('change-password', 'Change password', 'high', {
        kind: 'change-password',
        url: `https://${domain}/`,
        host: domain,
      }),
      pageStep('turn-on-two-step', 'Turn on two-step', 'high', {
        kind: 'two-factor',
        url: `https://help.${domain}/2fa`,
        host: `help.${domain}`,
      }),
      pageStep('watch-for-phishing', 'Watch for phishing', 'medium'),
    ],
    history: [
      { kind: 'found', at: '2026-03-01T10:00:00Z', stepId: null },
      { kind: 'saved', at: '2026-03-01T10:01:00Z', stepId: null },
    ],
    savedAt: '2026-03-01T10:01:00Z',
  };
}

// Each test walks the page through several round trips: 5 s is too tight on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let list: SavedBreach[] = [];
const calls: string[] = [];

/** As the server does: every step closed fixes the breach; reopening one brings it back. */
function withStep(item: SavedBreach, stepId: string, state: GuidedStep['state']): SavedBreach {
  const steps = item.steps.map((s) => (s.id === stepId ? { ...s, state } : s));
  const status = steps.every((s) => s.state !== 'open')
    ? 'fixed'
    : state === 'open'
      ? 'action-needed'
      : item.status;
  return {
    ...item,
    steps,
    status,
    history: [
      ...item.history,
      {
        kind: `step-${state === 'open' ? 'reopened' : state}` as const,
        at: '2026-03-02T09:00:00Z',
        stepId,
      },
    ],
  };
}

function withStatus(item: SavedBreach, status: SavedBreach['status']): SavedBreach {
  return {
    ...item,
    status,
    resolvedAt: status === 'fixed' ? '2026-03-03T09:00:00Z' : null,
    history: [
      ...item.history,
      { kind: status === 'fixed' ? 'fixed' : 'reopened', at: '2026-03-03T09:00:00Z', stepId: null },
    ],
  };
}

function replace(id: string, change: (item: SavedBreach) => SavedBreach) {
  list = list.map((item) => (item.id === id ? change(item) : item));
  return list.find((item) => item.id === id);
}

beforeEach(() => {
  calls.length = 0;
  list = [
    pageBreach('AAAAAAAAAAAAAAAAAAA1', 'Adobe'),
    pageBreach('AAAAAAAAAAAAAAAAAAA2', 'LinkedIn'),
  ];
  server.use(
    http.post('*/v1/call/savedBreaches.list', () => HttpResponse.json(list)),
    http.post('*/v1/call/savedBreaches.updateStep', async ({ request }) => {
      const input = (await request.json()) as {
        id: string;
        stepId: string;
        state: GuidedStep['state'];
      };
      calls.push(`updateStep ${input.stepId} ${input.state}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return HttpResponse.json(
        replace(input.id, (item) => withStep(item, input.stepId, input.state)),
      );
    }),
    http.post('*/v1/call/savedBreaches.setStatus', async ({ request }) => {
      const input = (await request.json()) as { id: string; status: SavedBreach['status'] };
      calls.push(`setStatus ${input.status}`);
      return HttpResponse.json(replace(input.id, (item) => withStatus(item, input.status)));
    }),
    http.post('*/v1/call/savedBreaches.resolveMany', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      calls.push(`resolveMany ${ids.length}`);
      list = list.map((item) => (ids.includes(item.id) ? withStatus(item, 'fixed') : item));
      return HttpResponse.json(list.filter((item) => ids.includes(item.id)));
    }),
  );
});

/** The first load waits longer than later updates: the whole page mounts (slow on a busy machine). */
const FIRST_LOAD = { timeout: 5_000 };

async function stepsOf(title: string) {
  return screen.findByRole('list', { name: `Steps for ${title}` }, FIRST_LOAD);
}

test('shows each breach’s progress and only its current step expanded; the others open by keyboard', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  const steps = await stepsOf('Adobe');
  expect(screen.getAllByText('0 of 3 steps done')).toHaveLength(2);
  const triggers = within(steps).getAllByRole('button', { expanded: false });
  expect(
    within(steps).getByRole('button', { name: /^Change password/, expanded: true }),
  ).toBeInTheDocument();
  expect(triggers.map((trigger) => trigger.textContent)).toEqual([
    expect.stringContaining('Turn on two-step'),
    expect.stringContaining('Watch for phishing'),
  ]);
  expect(within(steps).getByText('Change password: the whole title')).toBeVisible();
  expect(within(steps).getByText('Turn on two-step: the whole title')).not.toBeVisible();
  expect(within(steps).getAllByRole('button', { name: /^Done: / })).toHaveLength(1);

  triggers[0]?.focus();
  await user.keyboard('{Enter}');
  expect(
    within(steps).getByRole('button', { name: /^Turn on two-step/, expanded: true }),
  ).toBeInTheDocument();
  expect(await within(steps).findByText('Turn on two-step: the whole title')).toBeVisible();
  expect(
    within(steps).getByRole('button', { name: /^Change password/, expanded: false }),
  ).toBeInTheDocument();
});

test('buttons say Done, Skip and Undo; their accessible names carry the full step title', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  const steps = await stepsOf('Adobe');
  const done = within(steps).getByRole('button', {
    name: 'Done: Change password: the whole title',
  });
  expect(done).toHaveTextContent(/^Done$/);
  expect(
    within(steps).getByRole('button', { name: 'Skip: Change password: the whole title' }),
  ).toHaveTextContent(/^Skip$/);
  await user.click(done);
  // The next step opens and takes the focus, since the button pressed has gone.
  await waitFor(() =>
    expect(within(steps).getByText('Turn on two-step: the whole title')).toHaveFocus(),
  );
  expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();
  await user.click(within(steps).getByRole('button', { name: /^Change password/ }));
  const undo = await within(steps).findByRole('button', {
    name: 'Undo: Change password: the whole title',
  });
  expect(undo).toHaveTextContent(/^Undo$/);
  expect(calls).toEqual(['updateStep change-password done']);
});

test('links a step to the breached site and to the site’s own two-step instructions, in a new tab', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  const steps = await stepsOf('Adobe');
  const site = within(steps).getByRole('link', {
    name: 'Change it on adobe.example (opens in a new tab)',
  });
  expect(site).toHaveAttribute('href', 'https://adobe.example/');
  expect(site).toHaveAttribute('target', '_blank');
  expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  await user.click(within(steps).getByRole('button', { name: /^Turn on two-step/ }));
  expect(
    await within(steps).findByRole('link', {
      name: 'How to turn it on (help.adobe.example) (opens in a new tab)',
    }),
  ).toHaveAttribute('href', 'https://help.adobe.example/2fa');
  expect(screen.getByText('Two-step sign-in data:', { exact: false })).toHaveTextContent(
    '2fa.directory (MIT)',
  );
});

test('a double click on Done applies once', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  const steps = await stepsOf('Adobe');
  await user.dblClick(
    within(steps).getByRole('button', { name: 'Done: Change password: the whole title' }),
  );
  await within(steps).findByText('Turn on two-step: the whole title');
  await waitFor(() => expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument());
  expect(calls).toEqual(['updateStep change-password done']);
});

test('"Mark fixed" with open steps asks first, saying how many; Escape cancels', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  await stepsOf('Adobe');
  const markFixed = screen.getByRole('button', { name: 'Mark fixed: Adobe' });
  expect(markFixed).toHaveTextContent(/^Mark fixed$/);
  await user.click(markFixed);
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Mark Adobe fixed with 3 steps still open?',
  });
  expect(dialog).toHaveTextContent('3 of 3 steps are not done yet:');
  // Focus is trapped in the dialog (which button gets it first needs layout: checked in e2e).
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
  expect(calls).toEqual([]);

  await user.click(markFixed);
  const again = await screen.findByRole('alertdialog');
  await user.dblClick(within(again).getByRole('button', { name: 'Mark fixed' }));
  expect(await screen.findByText('Adobe is fixed — 0 of 3 steps done')).toBeInTheDocument();
  expect(calls).toEqual(['setStatus fixed']);
});

test('finishing the last step shows the fixed moment; the breach moves to Fixed once the person continues', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  const steps = await stepsOf('Adobe');
  await user.click(within(steps).getByRole('button', { name: /^Skip: Change password/ }));
  await user.click(await within(steps).findByRole('button', { name: /^Done: Turn on two-step/ }));
  await user.click(await within(steps).findByRole('button', { name: /^Done: Watch for phishing/ }));

  const heading = await screen.findByText('Adobe is fixed — 2 of 3 steps done, 1 skipped');
  const moment = heading.closest('[role="status"]') as HTMLElement;
  await waitFor(() => expect(heading).toHaveFocus());
  expect(moment).toHaveTextContent('Next up: LinkedIn — Change password.');
  expect(calls).toEqual([
    'updateStep change-password skipped',
    'updateStep turn-on-two-step done',
    'updateStep watch-for-phishing done',
  ]);
  // Still in view under "Action needed" while the person reads it; counted as fixed already.
  expect(screen.getByRole('tab', { name: 'Action needed (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Fixed (1)' })).toBeInTheDocument();

  await user.click(within(moment).getByRole('button', { name: 'Continue to LinkedIn' }));
  await waitFor(() => expect(screen.queryByText(/Adobe is fixed/)).not.toBeInTheDocument());
  expect(screen.queryByRole('list', { name: 'Steps for Adobe' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'LinkedIn' })).toHaveFocus());
});

test('resolves selected breaches in bulk after confirming; they move to Fixed with their history', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Adobe' }, FIRST_LOAD));
  await user.click(screen.getByRole('checkbox', { name: 'Select LinkedIn' }));
  await user.click(screen.getByRole('button', { name: 'Mark 2 selected fixed' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Mark 2 breaches fixed with 6 steps still open?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Mark fixed' }));
  expect(await screen.findByRole('tab', { name: 'Fixed (2)' })).toBeInTheDocument();
  expect(calls).toEqual(['resolveMany 2']);
  await user.click(screen.getByRole('tab', { name: 'Fixed (2)' }));
  expect(await screen.findByRole('button', { name: 'Reopen Adobe' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Notes and history' })[0] as HTMLElement);
  expect(await screen.findAllByText('Marked fixed')).not.toHaveLength(0);
  expect(screen.getByText('Breach data:', { exact: false })).toHaveTextContent(
    'Breach data: Have I Been Pwned (CC BY 4.0)',
  );
});

test('?breach=<Name> opens the tab holding that breach and focuses it', async () => {
  list = [list[0] as SavedBreach, withStatus(list[1] as SavedBreach, 'fixed')];
  renderWithProviders(<SavedBreachesPage />, {
    route: '/dashboard/saved-breaches?breach=linkedin',
  });
  await waitFor(
    () => expect(screen.getByRole('heading', { name: 'LinkedIn' })).toHaveFocus(),
    FIRST_LOAD,
  );
  expect(screen.getByRole('tab', { name: 'Fixed (1)' })).toHaveAttribute('aria-selected', 'true');
});

test('?breach=<Name> of a breach not on the list says so', async () => {
  renderWithProviders(<SavedBreachesPage />, { route: '/dashboard/saved-breaches?breach=Nope' });
  expect(
    await screen.findByText('“Nope” is not on your list.', {}, FIRST_LOAD),
  ).toBeInTheDocument();
});

test('reopening a fixed breach follows it to "Action needed" instead of letting it vanish', async () => {
  list = [withStatus(list[0] as SavedBreach, 'fixed'), list[1] as SavedBreach];
  const { user } = renderWithProviders(<SavedBreachesPage />);
  await user.click(await screen.findByRole('tab', { name: 'Fixed (1)' }, FIRST_LOAD));
  await user.click(await screen.findByRole('button', { name: 'Reopen Adobe' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Adobe' })).toHaveFocus());
  expect(screen.getByRole('tab', { name: 'Action needed (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByText('Adobe reopened: 0 of 3 steps done.')).toBeInTheDocument();
  expect(calls).toEqual(['setStatus action-needed']);
});

test('the tabs count the breaches once the list is here, not before', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('*/v1/call/savedBreaches.list', async () => {
      await answered;
      return HttpResponse.json(list);
    }),
  );
  renderWithProviders(<SavedBreachesPage />);
  // While it loads, "(0)" would say there is nothing to fix.
  expect(await screen.findByRole('tab', { name: 'Action needed' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Fixed' })).toBeInTheDocument();
  answer();
  expect(
    await screen.findByRole('tab', { name: 'Action needed (2)' }, FIRST_LOAD),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Fixed (0)' })).toBeInTheDocument();
});
