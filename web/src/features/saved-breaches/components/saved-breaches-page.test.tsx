import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { SavedBreachesPage } from './saved-breaches-page';

function step(id: string, severity: string, state = 'open') {
  return { id, title: `Step ${id}`, description: `Do ${id}.`, severity, minutes: 5, dataClasses: ['Passwords'], state, changedAt: null };
}

function savedBreach(id: string, name: string) {
  return {
    id,
    breach: {
      name,
      title: name,
      domain: `${name.toLowerCase()}.example`,
      breachDate: '2024-01-01',
      addedDate: '2024-02-01T00:00:00Z',
      modifiedDate: '2024-02-01T00:00:00Z',
      pwnCount: 10,
      logoPath: '',
      dataClasses: ['Passwords', 'Email addresses'],
      isVerified: true,
      isFabricated: false,
      isSensitive: false,
      isRetired: false,
      isSpamList: false,
      isMalware: false,
      isSubscriptionFree: false,
      isStealerLog: false,
      source: 'hibp',
    },
    status: 'action-needed',
    notes: '',
    steps: [step('change-password', 'high'), step('watch-for-phishing', 'medium')],
    history: [
      { kind: 'found', at: '2026-03-01T10:00:00Z', stepId: null },
      { kind: 'saved', at: '2026-03-01T10:01:00Z', stepId: null },
    ],
    savedAt: '2026-03-01T10:01:00Z',
    resolvedAt: null,
  };
}

type Saved = Omit<ReturnType<typeof savedBreach>, 'status' | 'resolvedAt' | 'history'> & {
  status: string;
  resolvedAt: string | null;
  history: { kind: string; at: string; stepId: string | null }[];
};
let list: Saved[] = [];

beforeEach(() => {
  list = [savedBreach('AAAAAAAAAAAAAAAAAAA1', 'Adobe'), savedBreach('AAAAAAAAAAAAAAAAAAA2', 'LinkedIn')];
  server.use(
    http.post('*/v1/call/savedBreaches.list', () => HttpResponse.json(list)),
    http.post('*/v1/call/savedBreaches.updateStep', async ({ request }) => {
      const input = (await request.json()) as { id: string; stepId: string; state: string };
      list = list.map((item) =>
        item.id === input.id
          ? { ...item, steps: item.steps.map((s) => (s.id === input.stepId ? { ...s, state: input.state } : s)), history: [...item.history, { kind: `step-${input.state}`, at: '2026-03-02T09:00:00Z', stepId: input.stepId }] }
          : item,
      );
      return HttpResponse.json(list.find((item) => item.id === input.id));
    }),
    http.post('*/v1/call/savedBreaches.resolveMany', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      list = list.map((item) =>
        ids.includes(item.id)
          ? { ...item, status: 'fixed', resolvedAt: '2026-03-03T09:00:00Z', history: [...item.history, { kind: 'fixed', at: '2026-03-03T09:00:00Z', stepId: null }] }
          : item,
      );
      return HttpResponse.json(list.filter((item) => ids.includes(item.id)));
    }),
  );
});

test('lists breaches that need action with their steps, most urgent first, and marks a step done', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  expect(await screen.findByRole('tab', { name: 'Action needed (2)' })).toBeInTheDocument();
  const steps = screen.getByRole('list', { name: 'Steps for Adobe' });
  expect(within(steps).getAllByRole('listitem').map((item) => within(item).getByText(/^Step /).textContent)).toEqual([
    'Step change-password',
    'Step watch-for-phishing',
  ]);
  await user.click(within(steps).getByRole('button', { name: 'Mark “Step change-password” done' }));
  expect(await within(steps).findByRole('button', { name: 'Reopen “Step change-password”' })).toBeInTheDocument();
  expect(screen.getAllByText('1 of 2 steps done or skipped')).toHaveLength(1);
});

test('resolves selected breaches in bulk; they move to Fixed with their history', async () => {
  const { user } = renderWithProviders(<SavedBreachesPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Adobe' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select LinkedIn' }));
  await user.click(screen.getByRole('button', { name: 'Mark 2 selected fixed' }));
  expect(await screen.findByRole('tab', { name: 'Fixed (2)' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Fixed (2)' }));
  expect(await screen.findByRole('button', { name: 'Reopen Adobe' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Notes and history' })[0] as HTMLElement);
  expect(await screen.findAllByText('Marked fixed')).not.toHaveLength(0);
  expect(screen.getByText('Breach data:', { exact: false })).toHaveTextContent('Breach data: Have I Been Pwned (CC BY 4.0)');
});
