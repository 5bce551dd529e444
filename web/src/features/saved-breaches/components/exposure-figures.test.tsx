import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { ExposureFigures } from './exposure-figures';

function serve(exposedDataClasses: Record<string, number>, actionNeeded: number) {
  server.use(
    http.post('*/v1/call/savedBreaches.getExposureSummary', () =>
      HttpResponse.json({
        actionNeeded,
        fixed: 1,
        openSteps: 4,
        exposedDataClasses,
        highestOpenSeverity: 'high',
        updatedAt: '2026-03-01T10:00:00Z',
      }),
    ),
  );
}

test('lists what was exposed across the open breaches, most often first, with what is counted', async () => {
  serve({ 'Email addresses': 2, Passwords: 2, 'Phone numbers': 1 }, 2);
  const { user } = renderWithProviders(<ExposureFigures />);
  const list = await screen.findByRole('list', { name: 'Exposed data by kind, most often first' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Email addresses2 of 2 open breaches',
    'Passwords2 of 2 open breaches',
    'Phone numbers1 of 2 open breaches',
  ]);
  expect(
    screen.getByText('Across 2 open breaches, with 4 steps left to take.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'About these numbers' }));
  expect(
    await screen.findByText(/Each kind of data counts once per breach that still needs action/),
  ).toBeVisible();
});

test('shows the first six kinds and the rest on request', async () => {
  serve(Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((name) => [name, 1])), 1);
  const { user } = renderWithProviders(<ExposureFigures />);
  const list = await screen.findByRole('list', { name: 'Exposed data by kind, most often first' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  await user.click(screen.getByRole('button', { name: 'Show all 8 kinds' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(8);
  expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('says plainly when no open breach exposed anything', async () => {
  serve({}, 0);
  renderWithProviders(<ExposureFigures />);
  expect(await screen.findByText(/Nothing exposed in an open breach/)).toBeInTheDocument();
});
