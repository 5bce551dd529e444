import { RISK_BANDS, RISK_SCORE_DISCLAIMER } from '@bulwark/contracts/risk-assessment/bands';
import { RISK_CAPS } from '@bulwark/contracts/risk-assessment/caps';
import { RISK_MODEL_VERSION, NOT_SURE_VALUE } from '@bulwark/contracts/risk-assessment/model';
import { CONFIDENCE_THRESHOLDS } from '@bulwark/contracts/risk-assessment/confidence';
import {
  CONTEXT_QUESTIONS,
  RISK_CATEGORIES,
  RISK_QUESTIONS,
} from '@bulwark/contracts/risk-assessment/question-bank';
import { OBSERVED_ITEMS } from '@bulwark/contracts/risk-assessment/signals';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '@/app/testing/render-with-providers';
import { HowWeScorePage } from './how-we-score-page';

function questionCard(id: string, prompt: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 4, name: `${id}. ${prompt}` }).closest('li');
  if (!card) throw new Error(`No card for question ${id}`);
  return card;
}

test('renders every category with its questions, weights and option values from the model', async () => {
  renderWithProviders(<HowWeScorePage />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'How we score' }),
  ).toBeInTheDocument();
  await expect.poll(() => document.title).toBe('How we score · Bulwark Security');

  for (const category of RISK_CATEGORIES) {
    const section = screen.getByRole('region', { name: category.label });
    const questions = RISK_QUESTIONS.filter((question) => question.category === category.id);
    expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(questions.length);
  }
  for (const question of RISK_QUESTIONS) {
    const card = questionCard(question.id, question.prompt);
    expect(card).toHaveTextContent(
      `Weight ${question.weight} (likelihood ${question.likelihood} × impact ${question.impact})`,
    );
    expect(within(card).queryByText('Quick check') !== null).toBe(question.core);
    if (question.showIfText) expect(card).toHaveTextContent(question.showIfText);
    if (question.scoringText) expect(card).toHaveTextContent(question.scoringText);
    if (question.kind === 'single' || question.kind === 'multi') {
      const rows = within(card).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
        question.options.map((option) => option.label),
      );
      question.options.forEach((option, index) => {
        const shown = option.value === 'na' ? 'Not counted' : String(option.value);
        expect(rows[index]).toHaveTextContent(shown);
      });
    }
  }
  for (const question of CONTEXT_QUESTIONS)
    expect(screen.getByText(`${question.id}. ${question.prompt}`)).toBeInTheDocument();
});

test('states the formula, the caps with their reasons, the bands, the measured items and the model version', async () => {
  renderWithProviders(<HowWeScorePage />);
  const caps = await screen.findByRole('region', { name: 'Caps' });
  for (const cap of RISK_CAPS) {
    const card = within(caps)
      .getByRole('heading', { name: `Capped at ${cap.limit}` })
      .closest('li');
    expect(card).toHaveTextContent(cap.trigger);
    expect(card).toHaveTextContent(cap.why);
  }
  const bands = screen.getByRole('region', { name: 'Risk bands' });
  for (const band of RISK_BANDS) {
    const row = within(bands).getByRole('row', { name: new RegExp(band.label) });
    expect(row).toHaveTextContent(`${band.icon} ${band.label}`);
    expect(row).toHaveTextContent(`${band.min}–`);
    expect(row).toHaveTextContent(band.message);
  }
  const measured = screen.getByRole('region', { name: 'What Bulwark measures' });
  for (const item of OBSERVED_ITEMS) {
    expect(
      within(measured).getByRole('heading', { name: `${item.id}. ${item.title}` }),
    ).toBeInTheDocument();
    expect(within(measured).getByText(item.formula)).toBeInTheDocument();
  }
  const formula = screen.getByRole('region', { name: 'The formula' });
  expect(formula).toHaveTextContent('S = round( min(S_raw, G) )');
  expect(formula).toHaveTextContent(`“Not sure” counts as ${NOT_SURE_VALUE}`);
  const { high, medium } = CONFIDENCE_THRESHOLDS;
  expect(screen.getByRole('region', { name: 'Confidence' })).toHaveTextContent(
    `High from ${high * 100} %, Medium from ${medium * 100} %, Low below ${medium * 100} %`,
  );
  expect(screen.getAllByText(RISK_SCORE_DISCLAIMER).length).toBeGreaterThan(0);
  expect(
    screen.getByText(new RegExp(`scoring model ${RISK_MODEL_VERSION.replaceAll('.', '\\.')}`)),
  ).toBeInTheDocument();
});
