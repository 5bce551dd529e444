import { ID_PATTERN } from '@bulwark/contracts/ids';
import { rankActions } from '@bulwark/contracts/risk-assessment/rank-actions';
import { scoreAssessment } from '@bulwark/contracts/risk-assessment/score';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { scoreInputFor } from '../lib/score-input';
import {
  assessment,
  overview,
  SERVER_TIME,
  startFakeRiskServer,
} from '../testing/fake-risk-server';
import { RiskAssessmentPage } from './risk-assessment-page';

// The design's examples read day-first ("+8 since 3 Mar"): the person's language here is en-GB.
beforeEach(() => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
});

// The whole quick check typed through user-event: 1.7 s alone, 5.4 s once in a loaded CI run
// (2 cores, 2 workers), past vitest's 5 s default. Its time-out guards against a hang only.
test('takes the quick check: autosaves only the changed answer, reviews the skipped ones, submits and shows the results', async () => {
  const fake = startFakeRiskServer();
  const { user } = renderWithProviders(<RiskAssessmentPage />);

  expect(await screen.findByText(/about 3 minutes \(12 questions\)/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'here is exactly how we score' })).toHaveAttribute(
    'href',
    '/how-we-score',
  );
  await user.click(screen.getByRole('button', { name: 'Start the quick check' }));

  const aboutYou = await screen.findByRole('heading', { name: 'About you', level: 2 });
  await waitFor(() => expect(aboutYou).toHaveFocus());
  expect(
    screen.getByRole('progressbar', { name: 'Progress through the assessment' }),
  ).toHaveAttribute('aria-valuetext', 'About you, before question 1 of 12');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  const email = await screen.findByRole('heading', {
    name: 'Email and account recovery',
    level: 2,
  });
  await waitFor(() => expect(email).toHaveFocus());
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 12');
  const a1 = screen.getByRole('radiogroup', {
    name: 'Is the password for your main email used for any other account?',
  });
  await user.click(within(a1).getByRole('radio', { name: 'Yes, it is used elsewhere' }));

  // The page change (step) may travel alone or with the answer; the answer travels alone.
  await waitFor(() =>
    expect(fake.saves.filter((save) => Object.keys(save.answers).length > 0)).toHaveLength(1),
  );
  const withAnswer = fake.saves.find((save) => Object.keys(save.answers).length > 0);
  expect(withAnswer?.answers).toEqual({ A1: ['reused'] });
  expect(fake.saves.some((save) => save.step === 1)).toBe(true);
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Review' }));
  expect(
    await screen.findByRole('heading', { name: 'Review your answers', level: 2 }),
  ).toBeInTheDocument();
  expect(screen.getByText('11 questions are unanswered.')).toBeInTheDocument();
  const unanswered = screen.getByRole('list', { name: 'Unanswered questions' });
  expect(
    within(unanswered).getByText('How do you sign in to your main email?'),
  ).toBeInTheDocument();
  expect(
    within(unanswered).queryByText(/Is the password for your main email/),
  ).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit and see my results' }));

  const latest = assessment({
    answers: { A1: ['reused'] },
    answeredAt: { A1: fake.overview.serverTime },
  });
  const input = scoreInputFor(latest, overview());
  const expected = scoreAssessment(input);
  const [topAction] = rankActions(input).filter(
    (action) => action.status === 'open' && action.gain > 0,
  );
  expect(
    await screen.findByRole('heading', { name: `Your score: ${expected.score ?? ''} out of 100` }),
  ).toBeInTheDocument();
  expect(screen.getByText(/not the probability of being hacked/)).toBeInTheDocument();
  const actions = screen.getByRole('list', { name: 'Top actions' });
  expect(within(actions).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
  expect(
    within(actions).getByRole('heading', { name: topAction?.title ?? '' }),
  ).toBeInTheDocument();
}, 15_000);

test('resumes a draft at the page it was left on, pre-filled', async () => {
  startFakeRiskServer(
    overview({
      draft: assessment({
        step: 1,
        answers: { A1: ['reused'] },
        answeredAt: { A1: '2026-11-01T00:00:00Z' },
      }),
    }),
  );
  renderWithProviders(<RiskAssessmentPage />);
  expect(
    await screen.findByRole('heading', { name: 'Email and account recovery', level: 2 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yes, it is used elsewhere' })).toBeChecked();
});

test('a private "someone I know" answer stays in page memory: never sent, yet it brings the safety help', async () => {
  const fake = startFakeRiskServer(overview({ draft: assessment() }));
  const { user } = renderWithProviders(<RiskAssessmentPage />);

  await user.click(
    await screen.findByRole('checkbox', {
      name: "I'm worried someone I know may access my devices or accounts",
    }),
  );
  expect(screen.getByRole('checkbox', { name: "Don't save this answer" })).toBeChecked();
  expect(screen.getByRole('button', { name: /Quick exit/ })).toBeInTheDocument();
  await user.click(
    screen.getByRole('checkbox', { name: 'I use personal accounts for a small business' }),
  );
  await user.click(screen.getByRole('radio', { name: '2' }));

  await waitFor(() => expect(fake.saves.some((save) => save.answers['X2'])).toBe(true));
  expect(JSON.stringify(fake.saves)).not.toContain('someone-close');
  expect(fake.saves.flatMap((save) => save.answers['X4'] ?? [])).toContain('small-business');

  await user.click(screen.getByRole('button', { name: 'Review' }));
  expect(await screen.findByText(/kept on this page only and not saved/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit and see my results' }));
  expect(await screen.findByRole('heading', { name: 'Specialised help' })).toBeInTheDocument();
  expect(
    screen.getByText('If someone you know may access your devices or accounts'),
  ).toBeInTheDocument();
  expect(JSON.stringify(fake.saves)).not.toContain('someone-close');
});

test('says when a save fails, keeps the answer on screen and retries', async () => {
  const fake = startFakeRiskServer(overview({ draft: assessment({ step: 1 }) }));
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  const { http, HttpResponse } = await import('msw');
  const { server } = await import('@/testing/msw-server');
  let failures = 1;
  server.use(
    http.post('*/v1/call/riskAssessment.saveAnswers', () => {
      if (failures-- > 0)
        return HttpResponse.json(
          { error: { code: 'unavailable', message: 'Connection failed.' } },
          { status: 503 },
        );
      return undefined;
    }),
  );
  await user.click(await screen.findByRole('radio', { name: 'Password only' }));
  expect(await screen.findByText(/Not saved yet/)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Password only' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Retry now' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(fake.saves.at(-1)?.answers).toEqual({ A2: ['password-only'] });
});

test('switching from the quick check to the full assessment keeps the answers and the page', async () => {
  const fake = startFakeRiskServer(
    overview({
      draft: assessment({ step: 1, answers: { A1: ['reused'] }, answeredAt: { A1: SERVER_TIME } }),
    }),
  );
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  await user.click(await screen.findByRole('button', { name: /Switch to the full assessment/ }));
  await waitFor(() => expect(fake.saves.some((save) => save.mode === 'full')).toBe(true));
  expect(fake.saves.find((save) => save.mode === 'full')?.answers).toEqual({});
  expect(
    screen.getByRole('heading', { name: 'Email and account recovery', level: 2 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Yes, it is used elsewhere' })).toBeChecked();
  expect(
    screen.getByRole('radiogroup', {
      name: /When did you last check where your email is signed in/,
    }),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: /Switch to the full assessment/ }),
  ).not.toBeInTheDocument();
});

test('an answer older than 6 months is marked "re-confirm"; "Still true" saves it again', async () => {
  const fake = startFakeRiskServer(
    overview({
      draft: assessment({
        step: 1,
        answers: { A1: ['unique'] },
        answeredAt: { A1: '2025-01-10T00:00:00Z' },
      }),
    }),
  );
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  expect(await screen.findByText(/Re-confirm: answered 10 Jan 2025/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Still true' }));
  await waitFor(() => expect(fake.saves.at(-1)?.answers).toEqual({ A1: ['unique'] }));
  await waitFor(() => expect(screen.queryByText(/Re-confirm/)).not.toBeInTheDocument());
});

test('a section shows what Bulwark measured itself, and says when a signal is not available', async () => {
  startFakeRiskServer(
    overview({
      draft: assessment({ mode: 'full', step: 4 }),
      observed: {
        verifiedMonitoredAddresses: 0,
        monitoringGap: 'no-verified-address',
        breaches: null,
        passwordChecks: [],
        twoFactor: 'totp',
      },
    }),
  );
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  expect(await screen.findByRole('heading', { name: 'Breaches', level: 2 })).toBeInTheDocument();
  const breachFacts = screen.getByRole('list', { name: 'Verified by Bulwark' });
  expect(within(breachFacts).getAllByText(/^Not available — left out of the score\./)).toHaveLength(
    2,
  );
  await user.click(screen.getByRole('button', { name: 'Two-step verification' }));
  const mfaFacts = await screen.findByRole('list', { name: 'Verified by Bulwark' });
  expect(within(mfaFacts).getByText('2-step verification on this account')).toBeInTheDocument();
  expect(within(mfaFacts).getByText('Verified by Bulwark:')).toBeInTheDocument();
});

test('a double click on submit sends one submit, with a key, and shows the results without an error', async () => {
  const fake = startFakeRiskServer(
    overview({
      draft: assessment({ answers: { A1: ['reused'] }, answeredAt: { A1: SERVER_TIME } }),
    }),
  );
  const { user } = renderWithProviders(<RiskAssessmentPage />);
  await user.click(await screen.findByRole('button', { name: 'Review' }));
  const submit = await screen.findByRole('button', { name: 'Submit and see my results' });
  // Two clicks in one go, before React renders in between: what a quick double click can do.
  fireEvent.click(submit);
  fireEvent.click(submit);
  expect(await screen.findByRole('heading', { name: /Your score: \d+ out of 100/ })).toBeVisible();
  expect(fake.submits).toEqual([
    { id: fake.overview.latest?.id, idempotencyKey: expect.stringMatching(ID_PATTERN) },
  ]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
