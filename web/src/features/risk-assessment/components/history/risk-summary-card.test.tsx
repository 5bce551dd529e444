import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { overview } from '../../testing/fake-risk-server';
import { RiskSummaryCard } from './risk-summary-card';

// The design's examples read day-first ("+8 since 3 Mar"): the person's language here is en-GB.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

function snapshot(id: string, computedAt: string, score: number, band: string) {
  return {
    id,
    computedAt,
    trigger: 'assessment-submitted',
    detail: null,
    modelVersion: RISK_MODEL_VERSION,
    raw: score,
    score,
    band,
    caps: [],
    categoryScores: {},
    confidence: 0.7,
  };
}

test('shows the latest score and band with the change since the snapshot before it', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getHistory', () =>
      HttpResponse.json([
        snapshot('a', '2026-03-03T12:00:00.000Z', 54, 'elevated'),
        snapshot('b', '2026-03-10T12:00:00.000Z', 62, 'elevated'),
      ]),
    ),
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(overview())),
  );
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText(/Risk 62 ·/)).toHaveTextContent('Risk 62 · Elevated');
  expect(screen.getByText(/since 3 Mar/)).toHaveTextContent('▲ +8 since 3 Mar');
  expect(screen.getByRole('link', { name: 'Risk assessment' })).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment',
  );
});

test('reminds on the dashboard that answers behind the score are over 6 months old', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getHistory', () =>
      HttpResponse.json([snapshot('a', '2026-03-10T12:00:00.000Z', 62, 'elevated')]),
    ),
    http.post('*/v1/call/riskAssessment.getOverview', () =>
      HttpResponse.json(overview({ staleSince: '2025-09-01T08:00:00.000Z' })),
    ),
  );
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText(/Some answers date from/)).toHaveTextContent(
    'Some answers date from 1 Sept 2025, over 6 months ago — update them.',
  );
});

test('shows no reminder while the answers are fresh', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getHistory', () =>
      HttpResponse.json([snapshot('a', '2026-03-10T12:00:00.000Z', 62, 'elevated')]),
    ),
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(overview())),
  );
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText(/Risk 62 ·/)).toBeInTheDocument();
  expect(screen.queryByText(/Some answers date from/)).not.toBeInTheDocument();
});

test('invites the quick check before there is a score', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])),
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(overview())),
  );
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText('Take the quick check')).toBeInTheDocument();
});
