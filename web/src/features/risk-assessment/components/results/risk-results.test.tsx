import type { RiskOverview } from '@bulwark/contracts/schemas/risk-assessment.schema';
import { RISK_BANDS } from '@bulwark/contracts/risk-assessment/bands';
import { RISK_QUESTIONS } from '@bulwark/contracts/risk-assessment/question-bank';
import { rankActions } from '@bulwark/contracts/risk-assessment/rank-actions';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { scoreInputFor } from '../../lib/score-input';
import {
  assessment,
  overview,
  SERVER_TIME,
  startFakeRiskServer,
} from '../../testing/fake-risk-server';
import { RiskAssessmentPage } from '../risk-assessment-page';

const ANSWERS = {
  A1: ['reused'],
  A2: ['sms'],
  A3: ['unchecked'],
  B1: ['browser'],
  B2: ['a-few'],
  C1: ['banking'],
  E1: ['all'],
  E2: ['all-strong'],
  F1: ['check-link'],
  F2: ['not-sure'],
  G1: ['cloud'],
  I1: ['some'],
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
    ...overrides,
  });
}

function scoreOf(data: RiskOverview) {
  return scoreAssessment(scoreInputFor(data.latest ?? assessment(), data)).score;
}

test('shows the score with its band in words, the confidence and the top five actions', async () => {
  const data = submitted();
  startFakeRiskServer(data);
  renderWithProviders(<RiskAssessmentPage />);
  const result = scoreAssessment(scoreInputFor(data.latest ?? assessment(), data));
  expect(
    await screen.findByRole('heading', { name: `Your score: ${result.score ?? ''} out of 100` }),
  ).toBeInTheDocument();
  expect(screen.getByText(/risk$/, { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByText('Confidence:')).toBeInTheDocument();
  const top = within(screen.getByRole('list', { name: 'Top actions' })).getAllByRole('listitem');
  expect(top).toHaveLength(5);
  expect(within(top[0] as HTMLElement).getByText(/^\+\d+\.\d pts$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /See all actions/ })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Score by category' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
});

test('marking an action done asks once, then re-scores at once, before the server answers', async () => {
  const data = submitted();
  const fake = startFakeRiskServer(data);
  let release = () => {};
  fake.holdActions = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  const before = scoreOf(data);
  const [first] = rankActions(scoreInputFor(data.latest ?? assessment(), data)).filter(
    (action) => action.status === 'open' && action.gain > 0 && !action.verifiedOnly,
  );
  const title = first?.title ?? '';
  await user.click(await screen.findByRole('button', { name: `Done: ${title}` }));
  expect(
    await screen.findByRole('alertdialog', { name: 'Have you done this?' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes, I have done it' }));

  const after = scoreOf({
    ...data,
    actionStates: {
      [first?.id ?? 'secure-email']: { status: 'done', reason: null, updatedAt: SERVER_TIME },
    },
  });
  expect(after).toBeGreaterThan(before ?? 0);
  expect(
    await screen.findByRole('heading', { name: `Your score: ${after ?? ''} out of 100` }),
  ).toBeInTheDocument();
  expect(fake.actionCalls).toEqual([{ actionId: first?.id, status: 'done', reason: null }]);
  release();
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: `Done: ${title}` })).not.toBeInTheDocument(),
  );
  expect(
    screen.getByRole('heading', { name: `Your score: ${after ?? ''} out of 100` }),
  ).toBeInTheDocument();
});

test('accepting a risk needs a reason of a few words', async () => {
  const data = submitted();
  const fake = startFakeRiskServer(data);
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  const [first] = rankActions(scoreInputFor(data.latest ?? assessment(), data)).filter(
    (action) => action.status === 'open' && action.gain > 0,
  );
  const title = first?.title ?? '';
  await user.click(await screen.findByRole('button', { name: `Accept risk: ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Accept the risk: ${title}` });
  await user.click(within(dialog).getByRole('button', { name: 'Accept the risk' }));
  expect(await within(dialog).findByText('Say why, in a few words.')).toBeInTheDocument();
  await user.type(
    within(dialog).getByRole('textbox', { name: /Why do you accept this risk/ }),
    'ok',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Accept the risk' }));
  expect(fake.actionCalls).toEqual([]);
  await user.type(
    within(dialog).getByRole('textbox', { name: /Why do you accept this risk/ }),
    ' then, bank rules',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Accept the risk' }));
  await waitFor(() =>
    expect(fake.actionCalls).toEqual([
      { actionId: first?.id, status: 'accepted', reason: 'ok then, bank rules' },
    ]),
  );
  await user.click(
    await screen.findByRole('button', { name: /Done, accepted and not applicable \(1\)/ }),
  );
  expect(await screen.findByText('Reason: ok then, bank rules')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `Reopen: ${title}` })).toBeInTheDocument();
});

test('not applicable asks for a reason from a short list', async () => {
  const data = submitted();
  const fake = startFakeRiskServer(data);
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  const [first] = rankActions(scoreInputFor(data.latest ?? assessment(), data)).filter(
    (action) => action.status === 'open' && action.gain > 0,
  );
  await user.click(
    await screen.findByRole('button', { name: `Not applicable: ${first?.title ?? ''}` }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
  expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('radio', { name: /Someone else manages this for me/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Mark not applicable' }));
  await waitFor(() =>
    expect(fake.actionCalls[0]).toMatchObject({
      status: 'na',
      reason: expect.stringMatching(/^Someone else manages this/),
    }),
  );
});

test('old answers bring a banner to update them, which opens the questionnaire pre-filled', async () => {
  const data = submitted({ staleSince: '2026-03-01T00:00:00Z' });
  const fake = startFakeRiskServer(data);
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  expect(
    await screen.findByText('Some of your answers are over 6 months old — update them'),
  ).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Update my answers' })[0] as HTMLElement);
  expect(await screen.findByRole('heading', { name: 'About you', level: 2 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('radio', { name: 'Yes, it is used elsewhere' })).toBeChecked();
  // The page reached is saved, so leaving here comes back to it.
  await waitFor(() => expect(fake.saves.at(-1)).toMatchObject({ answers: {}, step: 1 }));
});

test('a done action that lifts the band is celebrated (a status message, motion only if allowed)', async () => {
  const best = Object.fromEntries(
    RISK_QUESTIONS.filter((question) => question.core && question.kind === 'single').map(
      (question) => [
        question.id,
        [question.options.find((option) => option.value === 1)?.id ?? ''],
      ],
    ),
  );
  // Email password reused and no second step: the 49 cap holds an otherwise good score down.
  const answers = {
    ...best,
    A1: ['reused'],
    A2: ['password-only'],
    C1: ['banking', 'cloud', 'social', 'shopping'],
  };
  const answeredAt = Object.fromEntries(Object.keys(answers).map((id) => [id, SERVER_TIME]));
  const data = overview({
    latest: assessment({ status: 'completed', completedAt: SERVER_TIME, answers, answeredAt }),
  });
  const afterDone = {
    ...data,
    actionStates: {
      'secure-email': { status: 'done' as const, reason: null, updatedAt: SERVER_TIME },
    },
  };
  const before = scoreAssessment(scoreInputFor(data.latest ?? assessment(), data));
  const after = scoreAssessment(scoreInputFor(afterDone.latest ?? assessment(), afterDone));
  expect(before.band).not.toBe(after.band);
  startFakeRiskServer(data);
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  await user.click(await screen.findByRole('button', { name: 'Done: Secure your email' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, I have done it' }));
  const label = RISK_BANDS.find((band) => band.id === after.band)?.label ?? '';
  await screen.findByRole('heading', { name: `Your score: ${after.score ?? ''} out of 100` });
  expect(await screen.findByText(`Well done: you moved up to “${label}”.`)).toBeInTheDocument();
});

test('bad news Bulwark measured gets a warning sign and says it needs attention; only good news gets a check', async () => {
  const breach = {
    name: 'Adobe',
    title: 'Adobe',
    dataClasses: ['Passwords', 'Email addresses'],
    addedDate: '2026-10-01T00:00:00Z',
    isVerified: true,
    isFabricated: false,
    isSpamList: false,
    resolved: false,
  };
  startFakeRiskServer(
    submitted({
      observed: {
        verifiedMonitoredAddresses: 1,
        monitoringGap: null,
        breaches: [breach],
        passwordChecks: [],
        twoFactor: 'totp',
      },
    }),
  );
  renderWithProviders(<RiskAssessmentPage />);
  const signals = await screen.findByRole('list', { name: 'Live signals' });
  const line = (title: string) =>
    within(signals).getByText(title).closest('li') ?? document.createElement('li');
  const unresolved = line('Unresolved breaches');
  expect(unresolved).toHaveAttribute('data-tone', 'warning');
  expect(within(unresolved).getByText('Needs attention')).toBeInTheDocument();
  expect(within(unresolved).getByText(/1 unresolved breach/)).toBeInTheDocument();
  expect(line('Breach exposure')).toHaveAttribute('data-tone', 'warning');
  const twoStep = line('2-step verification on this account');
  expect(twoStep).toHaveAttribute('data-tone', 'good');
  expect(within(twoStep).queryByText('Needs attention')).not.toBeInTheDocument();
  expect(line('Checked-password health')).toHaveAttribute('data-tone', 'neutral');
});
