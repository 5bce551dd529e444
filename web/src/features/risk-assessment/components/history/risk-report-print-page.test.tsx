import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import type { ScoreInput } from '@bulwark/contracts/risk-assessment/model-types';
import { RISK_CATEGORIES } from '@bulwark/contracts/risk-assessment/question-bank';
import { rankActions } from '@bulwark/contracts/risk-assessment/rank-actions';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import {
  bestAnswers,
  breach,
  cleanObserved,
  NOW,
} from '@bulwark/contracts/risk-assessment/testing/personas';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { RiskReportPrintPage } from './risk-report-print-page';

/** Alex of the design: excellent habits, one fresh unresolved password breach (capped at 69). */
function alexOverview(): RiskOverview {
  const at = NOW.toISOString();
  return {
    draft: null,
    latest: {
      id: 'AAAAAAAAAAAAAAAAAAAA',
      mode: 'full',
      status: 'completed',
      modelVersion: RISK_MODEL_VERSION,
      answers: bestAnswers(),
      answeredAt: {},
      step: 0,
      startedAt: at,
      updatedAt: at,
      completedAt: at,
    },
    observed: cleanObserved({ breaches: [breach({ title: 'ShopCo' })] }),
    actionStates: {},
    staleSince: null,
    serverTime: at,
  };
}

function inputOf(overview: RiskOverview): ScoreInput {
  return {
    answers: overview.latest?.answers ?? {},
    answeredAt: {},
    observed: overview.observed,
    actionStates: {},
    now: NOW,
  };
}

test('prints the score, band, caps, categories, top actions and history from the shared model', async () => {
  const overview = alexOverview();
  server.use(
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(overview)),
    http.post('*/v1/call/riskAssessment.getHistory', () =>
      HttpResponse.json([
        {
          id: 'snap1',
          computedAt: '2026-01-15T12:00:00.000Z',
          trigger: 'assessment-submitted',
          detail: null,
          modelVersion: RISK_MODEL_VERSION,
          raw: 90.6,
          score: 69,
          band: 'elevated',
          caps: ['open-serious-breach'],
          categoryScores: {},
          confidence: 0.9,
        },
      ]),
    ),
  );
  const expected = scoreAssessment(inputOf(overview));
  const band = RISK_BANDS.find((candidate) => candidate.id === expected.band);
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { user } = renderWithProviders(<RiskReportPrintPage />);

  const score = await screen.findByRole('region', { name: 'Your score' });
  expect(score).toHaveTextContent(`${expected.score} / 100`);
  expect(score).toHaveTextContent(band?.label ?? 'missing band');
  expect(expected.capExplanation).toMatch(/capped at 69/);
  expect(score).toHaveTextContent(expected.capExplanation ?? '');
  expect(score).toHaveTextContent(/not the probability of being hacked/);

  const caps = screen.getByRole('list', { name: 'Caps in force' });
  expect(within(caps).getByText(/ShopCo exposed passwords/)).toBeInTheDocument();

  const categories = screen.getByRole('region', { name: 'Score by category' });
  expect(within(categories).getAllByRole('row')).toHaveLength(RISK_CATEGORIES.length + 1);

  const top = rankActions(inputOf(overview)).filter(
    (action) => action.status === 'open' && action.gain > 0,
  );
  const actions = screen.getByRole('region', { name: 'Top actions' });
  expect(within(actions).getAllByRole('listitem')[0]).toHaveTextContent(
    top[0]?.title ?? 'missing action',
  );

  expect(
    await screen.findByRole('table', { name: 'Every score change, oldest first' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledOnce();
});

test('without a submitted assessment, it points to the quick check', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getOverview', () =>
      HttpResponse.json({ ...alexOverview(), latest: null }),
    ),
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])),
  );
  renderWithProviders(<RiskReportPrintPage />);
  expect(await screen.findByRole('link', { name: 'Take the quick check' })).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment',
  );
});
