import { bandFor } from '@bulwark/contracts/risk-assessment/bands';
import { snapshotsToCsv } from '@bulwark/contracts/risk-assessment/csv';
import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import type {
  RiskSnapshot,
  SnapshotTrigger,
} from '@bulwark/contracts/schemas/risk-assessment.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { isoDay } from '@/lib/format-date';
import { RiskHistoryPanel } from './risk-history-panel';

// The design's examples read day-first ("+8 since 3 Mar"): the person's language here is en-GB.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

let sequence = 0;

function snapshot(
  day: string,
  score: number,
  trigger: SnapshotTrigger,
  options: { detail?: string; modelVersion?: string; email?: number } = {},
): RiskSnapshot {
  sequence += 1;
  return {
    id: `snap${String(sequence).padStart(16, '0')}`,
    // Noon UTC, so the day is the same in any test time zone.
    computedAt: `${day}T12:00:00.000Z`,
    trigger,
    detail: options.detail ?? null,
    modelVersion: options.modelVersion ?? RISK_MODEL_VERSION,
    raw: score,
    score,
    band: bandFor(score),
    caps: [],
    categoryScores: { email: options.email ?? 40, passwords: 55, mfa: null },
    confidence: 0.72,
  };
}

function serveHistory(snapshots: RiskSnapshot[]) {
  let current = snapshots;
  server.use(http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json(current)));
  return { replace: (next: RiskSnapshot[]) => (current = next) };
}

const STORY = [
  snapshot('2026-03-01', 55, 'assessment-submitted', { email: 40 }),
  snapshot('2026-03-03', 50, 'breach-found', { detail: 'FitTrack', email: 40 }),
  snapshot('2026-03-05', 57, 'breach-fixed', { detail: 'ShopCo', email: 46 }),
  snapshot('2026-03-09', 60, 'two-factor-on', { email: 52 }),
];

test('draws one marker per snapshot over the labelled bands, with a table of every point', async () => {
  serveHistory(STORY);
  const { user } = renderWithProviders(<RiskHistoryPanel />);
  const chart = await screen.findByRole('img', { name: /Risk score over time/ });
  expect(within(chart).getAllByTestId('risk-point')).toHaveLength(STORY.length);
  expect(chart).toHaveAccessibleName(/4 scores, from 55 on 1 Mar 2026 to 60 on 9 Mar 2026/);
  for (const band of [
    'Low 85–100',
    'Moderate 70–84',
    'Elevated 50–69',
    'High 30–49',
    'Critical 0–29',
  ])
    expect(within(chart).getByText(new RegExp(band))).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Chart markers' })).getAllByRole('listitem'),
  ).toHaveLength(6);

  // The table is there for screen readers before it is shown, and the toggle reveals it.
  const table = screen.getByRole('table', { name: 'Score history, oldest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(STORY.length);
  expect(rows[2]).toHaveTextContent('57');
  expect(rows[2]).toHaveTextContent('+7');
  expect(rows[2]).toHaveTextContent('Elevated');
  expect(rows[2]).toHaveTextContent('Breach fixed: ShopCo');
  expect(rows[2]).toHaveTextContent(RISK_MODEL_VERSION);
  const toggle = screen.getByRole('button', { name: 'Show the data table' });
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide the data table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('what changed since a chosen date lists each later event with its score change, and categories then vs now', async () => {
  serveHistory(STORY);
  const { user } = renderWithProviders(<RiskHistoryPanel />);
  const changes = await screen.findByRole('list', { name: 'Changes, oldest first' });
  expect(
    within(changes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '−5 New breach found: FitTrack · 3 Mar 2026',
    '+7 Breach fixed: ShopCo · 5 Mar 2026',
    '+3 Two-step sign-in turned on · 9 Mar 2026',
  ]);
  expect(screen.getByText('Score 55 → 60 (+5).')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), '2');
  expect(
    screen.getByRole('heading', { name: 'What changed since 5 Mar 2026' }),
  ).toBeInTheDocument();
  expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
  const categories = screen.getByRole('table', { name: 'Category scores on 5 Mar 2026 and now' });
  const email = within(categories).getByRole('row', { name: /Email and account recovery/ });
  expect(
    within(email)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Email and account recovery', '46', '52', '+6']);
});

test('says when earlier points were scored with another model version', async () => {
  serveHistory([
    snapshot('2026-02-01', 48, 'assessment-submitted', { modelVersion: '2025.12.1' }),
    snapshot('2026-03-01', 52, 'assessment-submitted'),
  ]);
  renderWithProviders(<RiskHistoryPanel />);
  expect(
    await screen.findByText(
      new RegExp(
        `Scoring updated: earlier points used model 2025\\.12\\.1; the latest uses model ${RISK_MODEL_VERSION.replaceAll('.', '\\.')}`,
      ),
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/scoring updated to model/)).toBeInTheDocument();
});

test('exports the history as CSV in the browser, and links to the print page', async () => {
  serveHistory(STORY);
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:risk-history';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  const { user } = renderWithProviders(<RiskHistoryPanel />);
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(downloads).toEqual([`bulwark-risk-history-${isoDay()}.csv`]);
  expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
  const csv = await blobs[0]?.text();
  expect(csv).toBe(snapshotsToCsv(STORY));
  expect(csv?.split('\r\n')[3]).toContain('57,Elevated,breach-fixed,ShopCo');
  expect(screen.getByRole('link', { name: 'Print / save as PDF' })).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment/print',
  );
});

test('shows an empty state before the first snapshot, then the point the server announces', async () => {
  const history = serveHistory([]);
  const { queryClient } = renderWithProviders(<RiskHistoryPanel />);
  expect(await screen.findByText('No score history yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

  history.replace(STORY.slice(0, 1));
  // What the realtime listener does on a 'risk-history' change event.
  await queryClient.invalidateQueries({ queryKey: ['risk-history'] });
  await waitFor(() => expect(screen.getAllByTestId('risk-point')).toHaveLength(1));
  expect(screen.queryByRole('list', { name: 'Changes, oldest first' })).not.toBeInTheDocument();
});
