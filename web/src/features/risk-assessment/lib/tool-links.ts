import type { RiskArticleLink, RiskToolLink } from '@bulwark/contracts/risk-assessment/model-types';
import { articlePath, paths } from '@/config/paths';

interface ToolLink {
  href: string;
  label: string;
}

/** Where each in-app tool the model names lives; the model stays free of routes. */
export const TOOL_LINKS: Record<RiskToolLink, ToolLink> = {
  'password-generator': {
    href: paths.dashboard.passwordGenerator,
    label: 'Open the password generator',
  },
  'password-strength-checker': {
    href: paths.dashboard.passwordStrengthChecker,
    label: 'Open the password strength checker',
  },
  'email-breach-check': {
    href: paths.dashboard.emailBreachCheck,
    label: 'Open the email breach check',
  },
  'saved-breaches': { href: paths.dashboard.savedBreaches, label: 'Open saved breaches' },
  // The two-step section of the profile page, where the one-click fix lives.
  'profile-security': {
    href: `${paths.dashboard.profileSettings}#two-step`,
    label: 'Open security settings',
  },
};

export function articleHref(article: RiskArticleLink): string {
  const path = articlePath(article.group, article.slug);
  return article.anchor ? `${path}#${article.anchor}` : path;
}
