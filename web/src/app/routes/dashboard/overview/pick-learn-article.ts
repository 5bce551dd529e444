import type { ArticleGroup, ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import { ARTICLE_GROUPS } from '@/config/paths';

export interface LearnFacts {
  /** Open (action-needed) breaches, most urgent first: their titles and what they exposed. */
  openBreaches: { title: string; dataClasses: readonly string[] }[];
  twoFactorOn: boolean;
  assessmentTaken: boolean;
  /** A recorded password check found a password that is leaked or reused. */
  hasRiskyPassword: boolean;
  /** Articles already read. */
  read: ReadonlySet<string>;
}

export interface LearnPick {
  group: ArticleGroup;
  slug: ArticleSlug;
  /** A heading inside the article (its id), when one section answers the need. */
  anchor?: string;
  /** Why this article, now: tied to the person's open work. */
  reason: string;
}

const PASSWORD_CLASSES = ['Passwords', 'Historical passwords', 'Password hints', 'Auth tokens'];
const CONTACT_CLASSES = ['Phone numbers', 'Physical addresses', 'Dates of birth'];

function breachExposing(facts: LearnFacts, classes: readonly string[]) {
  return facts.openBreaches.find((breach) =>
    breach.dataClasses.some((dataClass) => classes.includes(dataClass)),
  );
}

/** The candidates, most pressing first; each only when the person's data calls for it. */
function candidates(facts: LearnFacts): LearnPick[] {
  const picks: LearnPick[] = [];
  const passwordBreach = breachExposing(facts, PASSWORD_CLASSES);
  if (passwordBreach) {
    const reason = `${passwordBreach.title} exposed a password: how leaked passwords get used, and what stops it.`;
    picks.push({ group: 'password-security', slug: 'how-passwords-are-breached', reason });
    picks.push({
      group: 'password-security',
      slug: 'security-best-practices',
      anchor: 'step-one-make-every-password-long-and-unique',
      reason,
    });
  }
  if (!facts.twoFactorOn) {
    picks.push({
      group: 'password-security',
      slug: 'security-best-practices',
      anchor: 'step-three-turn-on-multi-factor-authentication',
      reason:
        'Two-step sign-in is off: why a second step stops most account takeovers, and which kind to choose.',
    });
  }
  if (facts.hasRiskyPassword) {
    picks.push({
      group: 'password-security',
      slug: 'password-psychology',
      reason:
        'A password you checked is leaked or reused: why reuse is so common, and an easy way out of it.',
    });
  }
  const contactBreach = breachExposing(facts, CONTACT_CLASSES);
  if (contactBreach) {
    picks.push({
      group: 'cybersecurity-trends',
      slug: 'social-engineering',
      reason: `${contactBreach.title} exposed contact details: the scams that tend to follow, and how to spot them.`,
    });
  }
  if (!facts.assessmentTaken) {
    picks.push({
      group: 'risk-mitigation',
      slug: 'beginners-guide-risk-mitigation',
      reason:
        'A short guide to the risks that matter most, to read alongside the quick assessment.',
    });
  }
  return picks;
}

/** Every article in reading order, risk basics first: what to read when nothing is pressing. */
const READING_ORDER: { group: ArticleGroup; slug: ArticleSlug }[] = (
  ['risk-mitigation', 'password-security', 'cybersecurity-trends'] as const
).flatMap((group) => ARTICLE_GROUPS[group].map((slug) => ({ group, slug })));

/**
 * The one article that fits the person's open work and that they have not read yet; when
 * nothing is pressing, the next unread article. Null once every article has been read.
 */
export function pickLearnArticle(facts: LearnFacts): LearnPick | null {
  const unread = (pick: { slug: string }) => !facts.read.has(pick.slug);
  const pressing = candidates(facts).find(unread);
  if (pressing) return pressing;
  const next = READING_ORDER.find(unread);
  return next ? { ...next, reason: 'Nothing pressing: the next article in your reading.' } : null;
}
