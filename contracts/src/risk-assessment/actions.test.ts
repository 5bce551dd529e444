import { expect, test } from 'vitest';
import { ARTICLE_SLUGS_BY_GROUP } from '../schemas/article.schema';
import { RISK_ACTIONS } from './actions';
import { readAnswer } from './answer-values';
import { RISK_ACTION_IDS } from './model-types';
import { questionById, RISK_QUESTIONS } from './question-bank';
import { OBSERVED_ITEMS } from './signals';

const ITEM_IDS = new Set([
  ...RISK_QUESTIONS.map((question) => question.id),
  ...OBSERVED_ITEMS.map((item) => item.id),
]);

test('has the 29 actions of the design, each once', () => {
  expect(RISK_ACTIONS.map((action) => action.id).sort()).toEqual([...RISK_ACTION_IDS].sort());
});

test('keeps the design effort of every action', () => {
  expect(Object.fromEntries(RISK_ACTIONS.map((action) => [action.id, action.minutes]))).toEqual({
    'secure-email': 10,
    'email-2sv': 5,
    'recovery-options': 5,
    'password-manager': 30,
    'fix-reuse': 45,
    'strong-passphrases': 15,
    'security-questions': 15,
    'enable-2fa-everywhere': 20,
    passkeys: 10,
    'sim-swap': 10,
    'breach-response': 15,
    'monitor-all-emails': 2,
    'fix-checked-passwords': 20,
    'app-2fa': 2,
    updates: 10,
    'lock-encrypt': 10,
    'safe-installs': 5,
    'spot-phishing': 10,
    'never-share-codes': 3,
    'safe-word': 5,
    backups: 20,
    'recovery-codes': 10,
    router: 20,
    'public-wifi': 2,
    'money-alerts': 10,
    'credit-freeze': 20,
    'social-privacy': 15,
    'connected-apps': 10,
    'old-accounts': 20,
  });
});

test('links every item to exactly the action that fixes it, both ways', () => {
  for (const action of RISK_ACTIONS)
    for (const itemId of action.itemIds)
      expect(ITEM_IDS.has(itemId), `${action.id} → ${itemId}`).toBe(true);
  const owners = [...RISK_QUESTIONS, ...OBSERVED_ITEMS].map((item) => [item.id, item.actionId]);
  for (const [itemId, actionId] of owners) {
    const action = RISK_ACTIONS.find((candidate) => candidate.id === actionId);
    expect(action?.itemIds, `${itemId} → ${actionId}`).toContain(itemId);
  }
  const listed = RISK_ACTIONS.flatMap((action) => action.itemIds);
  expect(listed.sort()).toEqual([...ITEM_IDS].sort());
});

test("sets targets only on the action's own questions, with options that are fully protective", () => {
  for (const action of RISK_ACTIONS)
    for (const [questionId, targetIds] of Object.entries(action.targets)) {
      expect(action.itemIds, action.id).toContain(questionId);
      const question = questionById(questionId);
      expect(question, questionId).toBeDefined();
      if (question === undefined) continue;
      const best =
        question.kind === 'single'
          ? targetIds.filter((id) => readAnswer(question, [id]).value === 1)
          : targetIds;
      expect(best.length, `${action.id} ${questionId}`).toBeGreaterThan(0);
      if (question.kind !== 'single')
        expect(readAnswer(question, targetIds).value, questionId).toBe(1);
    }
});

test('gives every self-reported item of an action a target, and data-only items none', () => {
  for (const action of RISK_ACTIONS) {
    const answerable = action.itemIds.filter(
      (id) => questionById(id)?.kind !== 'derived' && questionById(id) !== undefined,
    );
    expect(Object.keys(action.targets).sort(), action.id).toEqual(answerable.sort());
  }
});

test('lets only data complete app-2fa, fix-checked-passwords and monitor-all-emails', () => {
  expect(
    RISK_ACTIONS.filter((action) => action.verifiedOnly)
      .map((action) => action.id)
      .sort(),
  ).toEqual(['app-2fa', 'fix-checked-passwords', 'monitor-all-emails']);
  const breachResponse = RISK_ACTIONS.find((action) => action.id === 'breach-response');
  expect(breachResponse?.verifiedOnly).toBe(false);
  expect(breachResponse?.targets).toEqual({ D1: ['change-everywhere'] });
  expect(breachResponse?.itemIds).toEqual(['D1', 'S1', 'S2']);
});

test('points every action at a real article, with a heading id where one fits', () => {
  for (const { id, article } of RISK_ACTIONS) {
    const slugs: readonly string[] = ARTICLE_SLUGS_BY_GROUP[article.group];
    expect(slugs, id).toContain(article.slug);
    expect(article.anchor, id).toMatch(/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u);
  }
  const byId = Object.fromEntries(RISK_ACTIONS.map((action) => [action.id, action]));
  expect(byId['password-manager']?.article).toEqual({
    group: 'password-security',
    slug: 'security-best-practices',
    anchor: 'step-two-use-a-password-manager',
  });
  expect(byId['breach-response']?.article.slug).toBe('real-world-examples');
  expect(byId['passkeys']?.article.anchor).toBe('step-four-switch-to-passkeys-where-you-can');
  expect(byId['app-2fa']?.tool).toBe('profile-security');
});
