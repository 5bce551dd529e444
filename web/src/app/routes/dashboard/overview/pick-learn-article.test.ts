import { ARTICLE_SLUGS } from '@bulwark/contracts/schemas/article.schema';
import { expect, test } from 'vitest';
import { pickLearnArticle, type LearnFacts } from './pick-learn-article';

const CALM: LearnFacts = {
  openBreaches: [],
  twoFactorOn: true,
  assessmentTaken: true,
  hasRiskyPassword: false,
  read: new Set(),
};

test('an open breach that exposed a password leads to how passwords are breached', () => {
  const pick = pickLearnArticle({
    ...CALM,
    twoFactorOn: false,
    openBreaches: [{ title: 'LinkedIn', dataClasses: ['Email addresses', 'Passwords'] }],
  });
  expect(pick).toMatchObject({ group: 'password-security', slug: 'how-passwords-are-breached' });
  expect(pick?.reason).toMatch(/^LinkedIn exposed a password/);
});

test('with that article read, the next password step; then two-step sign-in when it is off', () => {
  const breach = { title: 'LinkedIn', dataClasses: ['Passwords'] };
  expect(
    pickLearnArticle({
      ...CALM,
      openBreaches: [breach],
      read: new Set(['how-passwords-are-breached']),
    }),
  ).toMatchObject({
    slug: 'security-best-practices',
    anchor: 'step-one-make-every-password-long-and-unique',
  });
  expect(pickLearnArticle({ ...CALM, twoFactorOn: false })).toMatchObject({
    slug: 'security-best-practices',
    anchor: 'step-three-turn-on-multi-factor-authentication',
  });
});

test('exposed contact details lead to the scams that follow; no assessment to the beginner’s guide', () => {
  expect(
    pickLearnArticle({
      ...CALM,
      openBreaches: [{ title: 'Acme', dataClasses: ['Phone numbers'] }],
    }),
  ).toMatchObject({ slug: 'social-engineering' });
  expect(pickLearnArticle({ ...CALM, assessmentTaken: false })).toMatchObject({
    slug: 'beginners-guide-risk-mitigation',
  });
  expect(pickLearnArticle({ ...CALM, hasRiskyPassword: true })).toMatchObject({
    slug: 'password-psychology',
  });
});

test('nothing pressing: the next unread article; none once everything is read', () => {
  expect(
    pickLearnArticle({ ...CALM, read: new Set(['beginners-guide-risk-mitigation']) }),
  ).toMatchObject({
    slug: 'cost-ignoring-cybersecurity-risks',
    reason: 'Nothing pressing: the next article in your reading.',
  });
  expect(pickLearnArticle({ ...CALM, read: new Set<string>(ARTICLE_SLUGS) })).toBeNull();
});
