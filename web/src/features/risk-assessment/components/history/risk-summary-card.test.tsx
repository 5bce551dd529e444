import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { RiskSummaryCard } from './risk-summary-card';

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
  );
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText(/Risk 62 ·/)).toHaveTextContent('Risk 62 · Elevated');
  expect(screen.getByText(/since 3 Mar/)).toHaveTextContent('▲ +8 since 3 Mar');
  expect(screen.getByRole('link', { name: 'Risk assessment' })).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment',
  );
});

test('invites the quick check before there is a score', async () => {
  server.use(http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])));
  renderWithProviders(<RiskSummaryCard />);
  expect(await screen.findByText('Take the quick check')).toBeInTheDocument();
});
