import { describe, expect, test } from 'vitest';
import { readAnswer } from './answer-values';
import { NOT_SURE_VALUE } from './model';
import { RISK_CATEGORY_IDS, type RiskAnswers } from './model-types';
import {
  CONTEXT_QUESTIONS,
  questionById,
  questionnairePages,
  questionPrompt,
  RISK_CATEGORIES,
  RISK_QUESTIONS,
  validateAnswers,
  visibleQuestions,
} from './question-bank';

function question(id: string) {
  const found = questionById(id);
  if (found === undefined) throw new Error(`no question ${id}`);
  return found;
}

function visibleIds(mode: 'quick' | 'full', answers: RiskAnswers): string[] {
  return visibleQuestions(mode, answers).map((q) => q.id);
}

describe('question bank', () => {
  test('has the 36 scored questions of the design, in category order', () => {
    expect(RISK_QUESTIONS.map((q) => q.id)).toEqual([
      ...['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'C1', 'C2', 'C3', 'D1', 'D2'],
      ...['E1', 'E2', 'E3', 'E4', 'E5', 'F1', 'F2', 'F3', 'F4', 'G1', 'G2', 'G3'],
      ...['H1', 'H2', 'H3', 'H4', 'I1', 'I2', 'I3', 'J1', 'J2', 'J3'],
    ]);
  });

  test('marks exactly the 12 core questions of the quick check', () => {
    expect(RISK_QUESTIONS.filter((q) => q.core).map((q) => q.id)).toEqual([
      'A1',
      'A2',
      'A3',
      'B1',
      'B2',
      'C1',
      'E1',
      'E2',
      'F1',
      'F2',
      'G1',
      'I1',
    ]);
  });

  test('weighs each question likelihood × impact, and each category as the design budget', () => {
    for (const q of RISK_QUESTIONS) expect(q.weight).toBe(q.likelihood * q.impact);
    const budget = Object.fromEntries(
      RISK_CATEGORY_IDS.map((id) => [
        id,
        RISK_QUESTIONS.filter((q) => q.category === id).reduce((s, q) => s + q.weight, 0),
      ]),
    );
    expect(budget).toEqual({
      email: 27,
      passwords: 22,
      scams: 22,
      devices: 18,
      mfa: 11,
      breaches: 8,
      backup: 9,
      identity: 9,
      network: 7,
      privacy: 7,
    });
    expect(Object.values(budget).reduce((sum, weight) => sum + weight, 0)).toBe(140);
  });

  test('lists the categories in design order with the design labels', () => {
    expect(RISK_CATEGORIES.map((category) => category.id)).toEqual([...RISK_CATEGORY_IDS]);
    expect(RISK_CATEGORIES.find((category) => category.id === 'identity')?.label).toBe(
      'Money and identity',
    );
  });

  test('uses stable kebab-case option ids, "not-sure" at 0.25 and "na" for not applicable', () => {
    for (const q of RISK_QUESTIONS) {
      expect(q.why.length, q.id).toBeGreaterThan(20);
      for (const option of q.options) {
        expect(option.id, q.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        if (option.label === 'Not sure')
          expect(option).toEqual({ id: 'not-sure', label: 'Not sure', value: NOT_SURE_VALUE });
        if (option.value === 'na') expect(option.id).toBe('na');
        if (typeof option.value === 'number') expect(option.value).toBeGreaterThanOrEqual(0);
        if (typeof option.value === 'number') expect(option.value).toBeLessThanOrEqual(1);
      }
      expect(new Set(q.options.map((option) => option.id)).size, q.id).toBe(q.options.length);
    }
  });

  test('keeps the design values of a few telling options', () => {
    expect(readAnswer(question('A2'), ['sms'])).toEqual({ status: 'scored', value: 0.6 });
    expect(readAnswer(question('B5'), ['neither'])).toEqual({ status: 'scored', value: 0.2 });
    expect(readAnswer(question('I2'), ['no'])).toEqual({ status: 'scored', value: 0.3 });
    expect(readAnswer(question('B4'), ['na'])).toEqual({ status: 'na', value: null });
    expect(readAnswer(question('A1'), ['not-sure'])).toEqual({ status: 'not-sure', value: 0.25 });
  });

  test('adds up the ticked boxes of C1, and counts None or "don\'t know" as 0', () => {
    const c1 = question('C1');
    expect(readAnswer(c1, ['banking', 'cloud', 'social', 'shopping']).value).toBe(1);
    expect(readAnswer(c1, ['banking', 'shopping']).value).toBe(0.5);
    expect(readAnswer(c1, ['none']).value).toBe(0);
    expect(readAnswer(c1, ['dont-know']).value).toBe(0);
  });

  test('scores the quiz as right answers out of 2, once both messages are answered', () => {
    const f3 = question('F3');
    expect(readAnswer(f3, ['parcel-fee:phish', 'sign-in-alert:legit']).value).toBe(1);
    expect(readAnswer(f3, ['parcel-fee:phish', 'sign-in-alert:phish']).value).toBe(0.5);
    expect(readAnswer(f3, ['parcel-fee:legit', 'sign-in-alert:phish']).value).toBe(0);
    expect(readAnswer(f3, ['parcel-fee:phish']).status).toBe('unanswered');
    expect(f3.quiz?.map((item) => item.answer).sort()).toEqual(['legit', 'phish']);
  });

  test('offers four context questions, X4 optional with its abuse-related option private', () => {
    expect(CONTEXT_QUESTIONS.map((q) => q.id)).toEqual(['X1', 'X2', 'X3', 'X4']);
    const x4 = CONTEXT_QUESTIONS.find((q) => q.id === 'X4');
    expect(x4?.optional).toBe(true);
    expect(x4?.privateOptionIds).toEqual(['someone-close']);
    expect(
      CONTEXT_QUESTIONS.find((q) => q.id === 'X3')?.options.map((option) => option.id),
    ).toEqual(['us', 'uk', 'other']);
  });
});

describe('skip logic', () => {
  test('asks B5 only of password-manager users, C2 only with some 2-step, G2 only with some backup', () => {
    expect(visibleIds('full', { B1: ['browser'] })).not.toContain('B5');
    expect(visibleIds('full', { B1: ['password-manager'] })).toContain('B5');
    expect(visibleIds('full', { C1: ['none'] })).not.toContain('C2');
    expect(visibleIds('full', { C1: ['dont-know'] })).not.toContain('C2');
    expect(visibleIds('full', { C1: ['shopping'] })).toContain('C2');
    expect(visibleIds('full', { G1: ['none'] })).not.toContain('G2');
    expect(visibleIds('full', { G1: ['manual'] })).toContain('G2');
  });

  test('asks E3, E5 and H4 from the devices in X1', () => {
    expect(visibleIds('full', { X1: ['iphone'] })).toEqual(expect.arrayContaining(['E3']));
    expect(visibleIds('full', { X1: ['iphone'] })).not.toContain('E5');
    expect(visibleIds('full', { X1: ['mac'] })).toEqual(expect.arrayContaining(['E3', 'E5']));
    expect(visibleIds('full', { X1: ['smart-home'] })).toContain('H4');
    expect(visibleIds('full', { X1: ['none'] })).not.toEqual(expect.arrayContaining(['E3']));
    expect(visibleIds('full', { X1: ['windows'] })).not.toContain('H4');
  });

  test('asks I2 in the US and the UK only, worded for the country', () => {
    const i2 = question('I2');
    expect(visibleIds('full', { X3: ['other'] })).not.toContain('I2');
    expect(visibleIds('full', { X3: ['us'] })).toContain('I2');
    expect(questionPrompt(i2, { X3: ['us'] })).toContain('Equifax');
    expect(questionPrompt(i2, { X3: ['uk'] })).toContain('Cifas');
    expect(questionPrompt(question('A1'), { X3: ['us'] })).toBe(question('A1').prompt);
  });

  test('explains every follow-up rule in plain words', () => {
    for (const q of RISK_QUESTIONS)
      expect(q.showIf === undefined, q.id).toBe(q.showIfText === undefined);
  });

  test('shows only core questions in the quick check, and D2 only in the full assessment', () => {
    expect(visibleIds('quick', { B1: ['password-manager'] })).toEqual([
      'A1',
      'A2',
      'A3',
      'B1',
      'B2',
      'C1',
      'E1',
      'E2',
      'F1',
      'F2',
      'G1',
      'I1',
    ]);
    expect(visibleIds('full', {})).toContain('D2');
  });
});

describe('questionnaire pages', () => {
  test('starts with the context, then one page per category with something to answer', () => {
    const pages = questionnairePages('full', { X1: ['android'], X3: ['other'] });
    expect(pages.map((page) => page.id)).toEqual(['context', ...RISK_CATEGORY_IDS]);
    expect(pages[0]?.questionIds).toEqual(['X1', 'X2', 'X3', 'X4']);
    expect(pages.find((page) => page.id === 'breaches')?.questionIds).toEqual(['D1']);
    expect(pages.find((page) => page.id === 'identity')?.questionIds).toEqual(['I1', 'I3']);
  });

  test('keeps the quick check to X2 and X4 and the categories with a core question', () => {
    const pages = questionnairePages('quick', {});
    expect(pages[0]?.questionIds).toEqual(['X2', 'X4']);
    expect(pages.map((page) => page.id)).toEqual([
      'context',
      'email',
      'passwords',
      'mfa',
      'devices',
      'scams',
      'backup',
      'identity',
    ]);
  });
});

describe('validateAnswers', () => {
  test('accepts well-formed answers, hidden follow-ups included', () => {
    expect(
      validateAnswers({
        X1: ['android', 'smart-home'],
        A1: ['not-sure'],
        B1: ['browser'],
        B5: ['both'],
        C1: ['banking', 'social'],
        F3: ['parcel-fee:phish'],
        J1: ['na'],
      }),
    ).toEqual([]);
  });

  test('names each problem in plain words', () => {
    expect(
      validateAnswers({
        Z9: ['yes'],
        A1: ['maybe'],
        A2: ['sms', 'app'],
        C1: ['none', 'banking'],
        X1: ['none', 'mac'],
        F3: ['parcel-fee:spam'],
        D2: ['one'],
        B2: [],
        E1: ['all', 'all'],
      }),
    ).toEqual([
      { questionId: 'Z9', message: 'There is no question "Z9".' },
      { questionId: 'A1', message: '"maybe" is not one of the answers to question A1.' },
      { questionId: 'A2', message: 'Question A2 takes one answer, not 2.' },
      { questionId: 'C1', message: '"None" cannot be combined with other answers to question C1.' },
      {
        questionId: 'X1',
        message: '"None of these" cannot be combined with other answers to question X1.',
      },
      {
        questionId: 'F3',
        message:
          '"parcel-fee:spam" is not a quiz answer for question F3; use "<message>:phish" or "<message>:legit".',
      },
      {
        questionId: 'D2',
        message: 'Question D2 is worked out from your data and takes no answer.',
      },
      {
        questionId: 'B2',
        message: 'Question B2 has an empty answer; choose an option or clear it.',
      },
      { questionId: 'E1', message: 'Question E1 lists "all" twice.' },
    ]);
  });

  test('refuses a quiz message answered twice or a verdict for an unknown message', () => {
    expect(validateAnswers({ F3: ['parcel-fee:phish', 'parcel-fee:legit'] })).toEqual([
      { questionId: 'F3', message: 'Message "parcel-fee" of question F3 is answered twice.' },
    ]);
    expect(validateAnswers({ F3: ['lottery:phish'] })).toHaveLength(1);
  });
});
