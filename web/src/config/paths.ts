// The zod-free catalog: these paths are on the first load, the article schemas are not.
import { ARTICLE_SLUGS_BY_GROUP, type ArticleGroup } from '@bulwark/contracts/article-slugs';

/** Every route path in one place; links and the router both read from here. */
const DASHBOARD = '/dashboard';

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  about: '/about',
  /** The risk model, public: weights, caps and formulas rendered from the code that scores. */
  howWeScore: '/how-we-score',
  /** "This wasn't me", opened from the new-sign-in mail (functions: security-activity). */
  securityNotMe: '/security/not-me',
  terms: '/terms',
  privacy: '/privacy',
  dashboard: {
    root: DASHBOARD,
    /** The alert centre: every breach alert, with mark-as-read. */
    alerts: `${DASHBOARD}/alerts`,
    emailBreachCheck: `${DASHBOARD}/email-breach-check`,
    /** The check page's list of monitored addresses, where another address is added. */
    monitoredAddresses: `${DASHBOARD}/email-breach-check#monitored-addresses`,
    riskAssessment: `${DASHBOARD}/risk-assessment`,
    riskAssessmentPrint: `${DASHBOARD}/risk-assessment/print`,
    savedBreaches: `${DASHBOARD}/saved-breaches`,
    passwordGenerator: `${DASHBOARD}/password-generator`,
    passwordStrengthChecker: `${DASHBOARD}/password-strength-checker`,
    profileSettings: `${DASHBOARD}/profile-settings`,
    /** The security activity section of profile settings. */
    securityActivity: `${DASHBOARD}/profile-settings#security-activity`,
    /** The two-step sign-in section of profile settings. */
    twoStepSettings: `${DASHBOARD}/profile-settings#two-step`,
    about: `${DASHBOARD}/about`,
    feedback: `${DASHBOARD}/feedback`,
  },
} as const;

/**
 * The article groups and their articles, in reading order, defined once in contracts. The first
 * article is also the group's index page (the spec: "index and how-passwords-are-breached show
 * the same article").
 */
export const ARTICLE_GROUPS = ARTICLE_SLUGS_BY_GROUP;
export type { ArticleGroup };

export const ARTICLE_GROUP_TITLES: Record<ArticleGroup, string> = {
  'password-security': 'Password security',
  'risk-mitigation': 'Risk mitigation',
  'cybersecurity-trends': 'Cybersecurity trends',
};

export function articleGroupPath(group: ArticleGroup): string {
  return `${DASHBOARD}/${group}`;
}

export function articlePath(group: ArticleGroup, slug: string): string {
  return `${DASHBOARD}/${group}/${slug}`;
}

/** A catalog breach's detail page (breach intelligence). */
export function breachDetailPath(name: string): string {
  return `${DASHBOARD}/breaches/${encodeURIComponent(name)}`;
}

/**
 * One breach on the saved-breaches page: it opens the tab holding it, scrolls to it and focuses
 * it, with its current step expanded (`?breach=` matches the catalog name in any case).
 */
export function savedBreachPath(name: string): string {
  return `${DASHBOARD}/saved-breaches?breach=${encodeURIComponent(name)}`;
}
