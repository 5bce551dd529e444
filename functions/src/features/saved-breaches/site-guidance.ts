import type {
  BreachedSite,
  GuidedStep,
  StepLink,
  TwoFactorMethod,
} from '@bulwark/contracts/schemas/saved-breach.schema';
import type { StepDefinition } from './guided-steps';

/** A step as the breach's site shapes it, before the person's progress is added. */
export type SiteGuidedStep = Omit<GuidedStep, 'state' | 'changedAt'>;

const TWO_STEP_STEP_ID = 'turn-on-two-step';

/** Steps done on the breached site itself, and how their link is labelled. */
const SITE_LINK_KINDS: Partial<Record<string, StepLink['kind']>> = {
  'change-password': 'change-password',
  'change-security-questions': 'site',
  'sign-out-everywhere': 'site',
};

const METHOD_WORDS: Record<TwoFactorMethod, string> = {
  u2f: 'a security key / passkey',
  totp: 'an authenticator app',
  'custom-software': 'its own app',
  'custom-hardware': 'its own hardware token',
  sms: 'SMS',
  email: 'email codes',
  call: 'phone calls',
};

function link(kind: StepLink['kind'], url: string): StepLink {
  return { kind, url, host: new URL(url).hostname };
}

/** "a, b, or c", as a person would say it. */
export function listInWords(words: string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `${words.slice(0, -1).join(', ')}, or ${words.at(-1) ?? ''}`;
}

function strongestChoice(methods: TwoFactorMethod[]): string {
  if (methods.includes('u2f'))
    return ' A security key or passkey is the strongest choice: it cannot be phished.';
  const hasCodes = methods.some(
    (method) => method === 'sms' || method === 'email' || method === 'call',
  );
  if (methods.includes('totp') && hasCodes)
    return ' Prefer the authenticator app to codes by SMS, email or phone.';
  return '';
}

function twoStepGuidance(step: StepDefinition, site: BreachedSite): SiteGuidedStep {
  const base = {
    ...step,
    dataClasses: [...step.dataClasses],
    link: link('site', site.url),
    secondaryLink: null,
  };
  const twoFactor = site.twoFactor;
  if (!twoFactor) return base;
  const { siteName, methods, documentationUrl, recoveryUrl } = twoFactor;
  if (methods.length === 0) {
    return {
      ...base,
      label: 'Unique password',
      title: `Use a unique password: ${siteName} has no two-step sign-in`,
      description: `${siteName} does not offer two-step sign-in, so its password is all that guards the account. Make sure it is long, used nowhere else and kept in a password manager.`,
      link: link('change-password', site.url),
    };
  }
  return {
    ...base,
    description: `${siteName} offers ${listInWords(methods.map((method) => METHOD_WORDS[method]))}.${strongestChoice(methods)} With a second step, a stolen password alone no longer opens the account.`,
    link: documentationUrl ? link('two-factor', documentationUrl) : base.link,
    secondaryLink: recoveryUrl ? link('account-recovery', recoveryUrl) : null,
  };
}

/**
 * Points each step at the breached site where it is done there: change the password on the site,
 * turn on two-step sign-in with the site's own instructions and the factors it offers (from
 * 2fa.directory), or, where the site offers none, make its password unique instead.
 */
export function guideStepsForSite(
  steps: StepDefinition[],
  site: BreachedSite | null,
): SiteGuidedStep[] {
  return steps.map((step) => {
    if (site && step.id === TWO_STEP_STEP_ID) return twoStepGuidance(step, site);
    const kind = SITE_LINK_KINDS[step.id];
    return {
      ...step,
      dataClasses: [...step.dataClasses],
      link: site && kind ? link(kind, site.url) : null,
      secondaryLink: null,
    };
  });
}
