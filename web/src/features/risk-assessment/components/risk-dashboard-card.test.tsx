import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import { RISK_MODEL_VERSION } from '@bulwark/contracts/risk-assessment/model';
import { rankActions } from '@bulwark/contracts/risk-assessment/rank-actions';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { server } from '@/testing/msw-server';
import { groupActions } from '../lib/action-groups';
import { scoreInputFor } from '../lib/score-input';
import { TOOL_LINKS, articleHref } from '../lib/tool-links';
import { SERVER_TIME, assessment, overview } from '../testing/fake-risk-server';
import { RiskDashboardCard } from './risk-dashboard-card';

// The design's examples read day-first ("+8 since 3 Mar"): the person's language here is en-GB.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

const ANSWERS = {
  A1: ['reused'],
  A2: ['sms'],
  B1: ['browser'],
  B2: ['a-few'],
  E1: ['all'],
  F1: ['check-link'],
};

function submitted(overrides: Partial<RiskOverview> = {}): RiskOverview {
  const answeredAt = Object.fromEntries(Object.keys(ANSWERS).map((id) => [id, SERVER_TIME]));
  return overview({
    latest: assessment({
      status: 'completed',
      completedAt: SERVER_TIME,
      answers: ANSWERS,
      answeredAt,
    }),
    observed: {
      verifiedMonitoredAddresses: 1,
      monitoringGap: null,
      breaches: [],
      passwordChecks: [],
      twoFactor: 'none',
    },
    ...overrides,
  });
}

function snapshot(id: string, computedAt: string, score: number) {
  return {
    id,
    computedAt,
    trigger: 'assessment-submitted',
    detail: null,
    modelVersion: RISK_MODEL_VERSION,
    raw: score,
    score,
    band: 'elevated',
    caps: [],
    categoryScores: {},
    confidence: 0.7,
  };
}

function serve(data: RiskOverview, history: ReturnType<typeof snapshot>[] = []) {
  server.use(
    http.post('*/v1/call/riskAssessment.getOverview', () => HttpResponse.json(data)),
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json(history)),
  );
}

test('shows the score out of 100 with its band, that higher is safer, and the change since last time', async () => {
  const data = submitted();
  const input = scoreInputFor(data.latest ?? assessment(), data);
  const { score, band } = scoreAssessment(input);
  serve(data, [
    snapshot('a', '2026-03-03T12:00:00.000Z', (score ?? 0) - 8),
    snapshot('b', '2026-03-10T12:00:00.000Z', score ?? 0),
  ]);
  renderWithProviders(<RiskDashboardCard />);
  const card = await screen.findByRole('region', { name: 'Your risk score' });
  expect(
    await within(card).findByText(
      (_text, element) =>
        element?.tagName === 'P' && element.textContent === `${score ?? ''} out of 100`,
    ),
  ).toBeInTheDocument();
  const bandLabel = RISK_BANDS.find((candidate) => candidate.id === band)?.label ?? '';
  expect(within(card).getByText(`${bandLabel} risk`)).toBeInTheDocument();
  expect(within(card).getByText('Higher is safer.').parentElement).toHaveTextContent(
    `Higher is safer. ${bandLabel}: ${RISK_BANDS.find((candidate) => candidate.id === band)?.message ?? ''}`,
  );
  expect(await within(card).findByText(/since 3 Mar/)).toHaveTextContent('▲ +8 (up) since 3 Mar');
});

test('lists the top three actions with points and minutes, each linking to where it is done', async () => {
  const data = submitted();
  serve(data);
  renderWithProviders(<RiskDashboardCard />);
  const list = await screen.findByRole('list', { name: 'Your top 3 actions' });
  const expected = groupActions(
    rankActions(scoreInputFor(data.latest ?? assessment(), data)),
  ).open.slice(0, 3);
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  items.forEach((item, index) => {
    const action = expected[index];
    if (!action) throw new Error('fewer actions than expected');
    const href = action.tool ? TOOL_LINKS[action.tool].href : articleHref(action.article);
    expect(within(item).getByRole('link', { name: action.title })).toHaveAttribute('href', href);
    expect(within(item).getByText(/^\+\d+\.\d pts$/)).toBeInTheDocument();
    expect(within(item).getByText(`~${action.minutes} min`)).toBeInTheDocument();
  });
});

test('calls for the quick assessment when there is no score', async () => {
  serve(overview());
  renderWithProviders(<RiskDashboardCard />);
  expect(await screen.findByText('No score yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take the quick assessment' })).toHaveAttribute(
    'href',
    '/dashboard/risk-assessment',
  );
});

test('offers to finish a started assessment', async () => {
  serve(overview({ draft: assessment({ answers: { A1: ['reused'], A2: ['sms'] } }) }));
  renderWithProviders(<RiskDashboardCard />);
  expect(await screen.findByText('Finish your assessment')).toBeInTheDocument();
  expect(screen.getByText(/You have answered 2 questions/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue the assessment' })).toBeInTheDocument();
});

test('reminds that answers behind the score are over 6 months old', async () => {
  serve(submitted({ staleSince: '2025-09-01T08:00:00.000Z' }));
  renderWithProviders(<RiskDashboardCard />);
  expect(await screen.findByText(/Some answers date from/)).toHaveTextContent(
    'Some answers date from 1 Sept 2025, over 6 months ago — update them.',
  );
});

test('says what failed and offers to try again when the score cannot be loaded', async () => {
  server.use(
    http.post('*/v1/call/riskAssessment.getOverview', () =>
      HttpResponse.json(
        { error: { code: 'permission-denied', message: 'Not allowed.' } },
        { status: 403 },
      ),
    ),
    http.post('*/v1/call/riskAssessment.getHistory', () => HttpResponse.json([])),
  );
  renderWithProviders(<RiskDashboardCard />);
  expect(await screen.findByText('Your risk score could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
