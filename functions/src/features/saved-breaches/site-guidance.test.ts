import { expect, test } from 'vitest';
import { describeBreachedSite } from './breached-site';
import { STEP_CATALOG, stepsForDataClasses } from './guided-steps';
import { guideStepsForSite, listInWords } from './site-guidance';
import { breachSummary as breach } from './testing/breach-summary';
import { indexTwoFactorDirectory } from './two-factor-directory';

const directory = indexTwoFactorDirectory({
  entries: {
    'linkedin.com': {
      name: 'LinkedIn',
      tfa: ['sms', 'totp', 'custom-software'],
      documentation: 'https://www.linkedin.com/help/linkedin/answer/544',
    },
    'dropbox.com': {
      name: 'Dropbox',
      tfa: ['sms', 'totp', 'u2f'],
      documentation: 'https://help.dropbox.com/account-access/enable-2-factor-authentication',
      recovery: 'https://help.dropbox.com/account-access/issues-2-factor-authentication',
    },
    'chess.com': { name: 'Chess.com', tfa: [] },
    'nodocs.test': { name: 'No Docs', tfa: ['email'] },
  },
});

function guided(domain: string, dataClasses = ['Email addresses', 'Passwords', 'Auth tokens']) {
  return guideStepsForSite(
    stepsForDataClasses(dataClasses),
    describeBreachedSite(breach(domain), directory),
  );
}

test('every step has a short label besides its full title', () => {
  for (const step of STEP_CATALOG) {
    expect(step.label.length, step.id).toBeLessThanOrEqual(26);
    expect(step.label, step.id).not.toBe(step.title);
  }
});

test('steps done on the site link to it: change the password, sign out everywhere', () => {
  const steps = guided('LinkedIn.com');
  expect(steps.find((step) => step.id === 'change-password')?.link).toEqual({
    kind: 'change-password',
    url: 'https://linkedin.com/',
    host: 'linkedin.com',
  });
  expect(steps.find((step) => step.id === 'sign-out-everywhere')?.link).toMatchObject({
    kind: 'site',
    host: 'linkedin.com',
  });
  expect(steps.find((step) => step.id === 'watch-for-phishing')?.link).toBeNull();
});

test('two-step links to the site’s own documentation and names its factors in plain words', () => {
  const twoStep = guided('www.linkedin.com').find((step) => step.id === 'turn-on-two-step');
  expect(twoStep).toMatchObject({
    label: 'Turn on two-step',
    title: 'Turn on two-step verification',
    link: {
      kind: 'two-factor',
      url: 'https://www.linkedin.com/help/linkedin/answer/544',
      host: 'www.linkedin.com',
    },
    secondaryLink: null,
  });
  expect(twoStep?.description).toMatch(
    /^LinkedIn offers an authenticator app, its own app, or SMS\. Prefer the authenticator app to codes by SMS, email or phone\./,
  );
});

test('a site offering a security key or passkey is told so first, with its recovery help', () => {
  const twoStep = guided('dropbox.com').find((step) => step.id === 'turn-on-two-step');
  expect(twoStep?.description).toMatch(
    /^Dropbox offers a security key \/ passkey, an authenticator app, or SMS\. A security key or passkey/,
  );
  expect(twoStep?.secondaryLink).toMatchObject({
    kind: 'account-recovery',
    host: 'help.dropbox.com',
  });
});

test('a site without two-step sign-in: the step says so and becomes "use a unique password"', () => {
  const twoStep = guided('chess.com').find((step) => step.id === 'turn-on-two-step');
  expect(twoStep).toMatchObject({
    label: 'Unique password',
    title: 'Use a unique password: Chess.com has no two-step sign-in',
    link: { kind: 'change-password', host: 'chess.com' },
  });
  expect(twoStep?.description).toContain('Chess.com does not offer two-step sign-in');
});

test('without documentation the two-step step links to the site; unknown sites keep the general advice', () => {
  expect(guided('nodocs.test').find((step) => step.id === 'turn-on-two-step')?.link).toMatchObject({
    kind: 'site',
    host: 'nodocs.test',
  });
  const unknown = guided('unknown.example').find((step) => step.id === 'turn-on-two-step');
  expect(unknown).toMatchObject({
    title: 'Turn on two-step verification',
    link: { kind: 'site', host: 'unknown.example' },
  });
  expect(unknown?.description).toBe(
    STEP_CATALOG.find((step) => step.id === 'turn-on-two-step')?.description,
  );
});

test('no site, no links: no domain, spam lists and malware', () => {
  for (const site of [
    describeBreachedSite(breach(''), directory),
    describeBreachedSite(breach('linkedin.com', { isSpamList: true }), directory),
    describeBreachedSite(breach('linkedin.com', { isMalware: true }), directory),
    describeBreachedSite(breach('not a domain'), directory),
  ]) {
    expect(site).toBeNull();
    expect(
      guideStepsForSite(stepsForDataClasses(['Passwords']), site).map((step) => step.link),
    ).toEqual([null, null]);
  }
});

test('lists words as a person would say them', () => {
  expect(listInWords(['SMS'])).toBe('SMS');
  expect(listInWords(['an app', 'SMS'])).toBe('an app or SMS');
  expect(listInWords(['a key', 'an app', 'SMS'])).toBe('a key, an app, or SMS');
});
