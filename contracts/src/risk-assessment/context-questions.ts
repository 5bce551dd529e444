import { chosenOptions, hasChosen } from './answers';
import type { RiskContextQuestion } from './catalog-types';
import type { RiskAnswers } from './model-types';

const COMPUTERS = ['windows', 'mac', 'chromeos-linux'];
const PHONES = ['android', 'iphone'];

/** X1–X4 (design §6.1): unscored; they decide which questions apply and which help we offer. */
export const CONTEXT_QUESTIONS: readonly RiskContextQuestion[] = [
  {
    id: 'X1',
    prompt: 'Which devices do you use?',
    why: 'So we only ask about devices you have, and point you to guides for them.',
    kind: 'multi',
    options: [
      { id: 'android', label: 'Android phone or tablet' },
      { id: 'iphone', label: 'iPhone or iPad' },
      { id: 'windows', label: 'Windows PC' },
      { id: 'mac', label: 'Mac' },
      { id: 'chromeos-linux', label: 'ChromeOS or Linux computer' },
      { id: 'smart-home', label: 'Smart-home devices (cameras, doorbells, speakers)' },
      { id: 'none', label: 'None of these', exclusive: true },
    ],
    optional: false,
  },
  {
    id: 'X2',
    prompt: 'How many email addresses do you use to sign up for accounts?',
    why: 'We compare it with the addresses you monitor here, so a breach of an address we do not watch does not go unnoticed.',
    kind: 'single',
    options: [
      { id: 'one', label: '1' },
      { id: 'two', label: '2' },
      { id: 'three', label: '3' },
      { id: 'four-or-more', label: '4 or more' },
    ],
    optional: false,
  },
  {
    id: 'X3',
    prompt: 'Where do you live?',
    why: 'Credit freezes and credit alerts work differently in each country, so we ask the version that fits you.',
    kind: 'single',
    options: [
      { id: 'us', label: 'United States' },
      { id: 'uk', label: 'United Kingdom' },
      { id: 'other', label: 'Another country' },
    ],
    optional: false,
  },
  {
    id: 'X4',
    prompt: 'Do any of these apply to you?',
    why: 'Not scored. It adds specialised help for your situation. You can skip it, and you can choose not to save a sensitive answer.',
    kind: 'multi',
    options: [
      { id: 'public-figure', label: "I'm a journalist, activist or public figure" },
      {
        id: 'someone-close',
        label: "I'm worried someone I know may access my devices or accounts",
      },
      { id: 'carer', label: 'I manage accounts for someone else' },
      { id: 'small-business', label: 'I use personal accounts for a small business' },
      { id: 'none', label: 'None of these', exclusive: true },
    ],
    optional: true,
    // Saved abuse-related answers could be seen by the very person the user fears.
    privateOptionIds: ['someone-close'],
  },
];

export function usesComputer(answers: RiskAnswers): boolean {
  return hasChosen(answers, 'X1', COMPUTERS);
}

export function usesPhoneOrComputer(answers: RiskAnswers): boolean {
  return hasChosen(answers, 'X1', [...PHONES, ...COMPUTERS]);
}

export function hasSmartHomeDevices(answers: RiskAnswers): boolean {
  return hasChosen(answers, 'X1', ['smart-home']);
}

/** The X3 answer when it has a country-specific question variant (I2). */
export function creditCountry(answers: RiskAnswers): 'us' | 'uk' | null {
  const [country] = chosenOptions(answers, 'X3');
  return country === 'us' || country === 'uk' ? country : null;
}

const ADDRESS_COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, 'four-or-more': 4 };

/** X2 as a number ("4 or more" counts 4); null when unanswered. */
export function declaredAddressCount(answers: RiskAnswers): number | null {
  const [count] = chosenOptions(answers, 'X2');
  return count === undefined ? null : (ADDRESS_COUNTS[count] ?? null);
}
