/**
 * The article catalog's slugs and groups, without zod: the web app's route paths read them, and
 * those are on its first load, which must not pull in zod (issue 12). The schemas that check
 * articles (schemas/article.schema.ts) build on these lists.
 */

/**
 * The articles of each group, in reading order; the first is also the group's index page (spec §2:
 * "index and how-passwords-are-breached show the same article").
 */
export const ARTICLE_SLUGS_BY_GROUP = {
  'password-security': [
    'how-passwords-are-breached',
    'real-world-examples',
    'security-best-practices',
    'password-psychology',
    'testing-security',
  ],
  'risk-mitigation': [
    'beginners-guide-risk-mitigation',
    'cost-ignoring-cybersecurity-risks',
    'human-element-risk-mitigation',
    'implementing-risk-mitigation',
    'identifying-cybersecurity-risks',
  ],
  'cybersecurity-trends': [
    'raas',
    'supply-chain-security-focus',
    'nation-state-attacks',
    'zero-trust',
    'social-engineering',
    'ai-in-cybersecurity',
  ],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type ArticleGroup = keyof typeof ARTICLE_SLUGS_BY_GROUP;
export const ARTICLE_GROUPS = Object.keys(ARTICLE_SLUGS_BY_GROUP) as [
  ArticleGroup,
  ...ArticleGroup[],
];
export type ArticleSlug = (typeof ARTICLE_SLUGS_BY_GROUP)[ArticleGroup][number];
export const ARTICLE_SLUGS = Object.values(ARTICLE_SLUGS_BY_GROUP).flat() as [
  ArticleSlug,
  ...ArticleSlug[],
];
