// Driving the risk assessment in the browser: the answers, the questions as a person finds them,
// and what the results page shows. Shared by the end-to-end specs that take an assessment.
import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

export const RISK_PAGE = '/dashboard/risk-assessment';

export type Answer = { radio: string } | { checkbox: string };

/** The quick check, page by page, answered badly on purpose so every action has points to gain. */
export const WEAK_QUICK_CHECK: { page: string; answers: Record<string, Answer> }[] = [
  {
    page: 'About you',
    answers: {
      'How many email addresses do you use to sign up for accounts?': { radio: '1' },
      'Do any of these apply to you?': { checkbox: 'None of these' },
    },
  },
  // A1 is answered with the keyboard in the test itself.
  {
    page: 'Email and account recovery',
    answers: {
      'How do you sign in to your main email?': { radio: 'Password only' },
      "Are your email's recovery phone number and recovery email current, and controlled only by you?":
        {
          radio: "No, there are none, or I've lost access to them",
        },
    },
  },
  {
    page: 'Passwords',
    answers: {
      'How do you keep track of your passwords?': { radio: 'I use a few passwords everywhere' },
      'Of your important accounts (bank, shopping, social, cloud), how many share a password with another account?':
        {
          radio: 'Most or all',
        },
    },
  },
  {
    page: 'Two-step verification',
    answers: { 'Which of your accounts have 2-step verification turned on?': { checkbox: 'None' } },
  },
  {
    page: 'Devices and software',
    answers: {
      'Are automatic updates on for your phone, computer and apps?': {
        radio: 'I update by hand when I remember',
      },
      'Do your phone, tablet and computer lock with a PIN, password or biometrics?': {
        radio: 'At least one has no lock',
      },
    },
  },
  {
    page: 'Scams and phishing',
    answers: {
      "An unexpected text or email says there's a problem with your account or a delivery, with a link. What do you do?":
        {
          radio: 'Click it to sort it out quickly',
        },
      'A caller "from your bank" asks you to read back a code you\'ve just been texted. What do you do?':
        {
          radio: 'Share it if they know my details',
        },
    },
  },
  {
    page: 'Backup and recovery kit',
    answers: { 'How are your important files and photos backed up?': { radio: 'Not backed up' } },
  },
  {
    page: 'Money and identity',
    answers: { 'Do you get instant alerts for card and bank transactions?': { radio: 'None' } },
  },
];

export const A1 = 'Is the password for your main email used for any other account?';

/** A question is a fieldset named by its prompt; its options are radios or checkboxes. */
export function option(page: Page, question: string, answer: Answer) {
  const group = page.getByRole('group', { name: question, exact: true });
  return 'radio' in answer
    ? group.getByRole('radio', { name: answer.radio, exact: true })
    : group.getByRole('checkbox', { name: answer.checkbox, exact: true });
}

/** Clicks the option's words, as a person does (the native input itself is visually hidden). */
export async function choose(page: Page, question: string, answer: Answer): Promise<void> {
  const words = 'radio' in answer ? answer.radio : answer.checkbox;
  await page
    .getByRole('group', { name: question, exact: true })
    .getByText(words, { exact: true })
    .click();
  await expect(option(page, question, answer)).toBeChecked();
}

export async function answerPage(page: Page, answers: Record<string, Answer>): Promise<void> {
  for (const [question, answer] of Object.entries(answers)) await choose(page, question, answer);
}

export function sectionHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 2, name: title, exact: true });
}

/** The number in "Your score: 37 out of 100". */
export async function shownScore(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { level: 2, name: /^Your score: \d+ out of 100$/ });
  const text = (await heading.textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

/** The history table (the chart's text alternative): one row per snapshot below the header. */
export function historyRows(page: Page) {
  return page
    .getByRole('table', { name: 'Score history, oldest first' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

export function isSave(
  response: Response,
  matches: (body: { step?: number; answers?: Record<string, unknown> }) => boolean,
): boolean {
  return (
    response.url().endsWith('/v1/call/riskAssessment.saveAnswers') &&
    response.ok() &&
    matches(response.request().postDataJSON())
  );
}
