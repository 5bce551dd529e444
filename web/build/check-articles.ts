import {
  ARTICLE_SLUGS_BY_GROUP,
  type ArticleFrontMatter,
  type ArticleGroup,
  type ArticleSlug,
} from '@bulwark/contracts/schemas/article.schema';
import { syllable } from 'syllable';
import { CITATION, countWords, splitSentences, toPlainText } from './article-text.ts';
import type { LoadedArticle } from './load-articles.ts';

export const WORDS_MIN = 900;
export const WORDS_MAX = 1600;
export const GRADE_MAX = 10;

/** The group index routes show the first article of each group (spec §2: index and the first child are one). */
export const GROUP_INDEX_SLUGS = Object.fromEntries(
  Object.entries(ARTICLE_SLUGS_BY_GROUP).map(([group, slugs]) => [group, slugs[0]]),
) as Record<ArticleGroup, ArticleSlug>;

/** App routes an article may link to besides other articles. */
const APP_ROUTES = new Set([
  '/',
  '/register',
  '/login',
  '/privacy',
  '/terms',
  '/dashboard',
  '/dashboard/email-breach-check',
  '/dashboard/risk-assessment',
  '/dashboard/saved-breaches',
  '/dashboard/password-generator',
  '/dashboard/password-strength-checker',
  '/dashboard/profile-settings',
  '/dashboard/about',
  '/dashboard/feedback',
  ...Object.keys(GROUP_INDEX_SLUGS).map((group) => `/dashboard/${group}`),
]);

export interface ArticleReport {
  slug: string;
  group: string;
  words: number;
  sourcesCited: number;
  uncitedFigures: string[];
  brokenLinks: string[];
  grade: number;
  problems: string[];
}

/**
 * Flesch–Kincaid grade over prose sentences (docs/content-format.md). Headings are not sentences:
 * counting them would shorten the average sentence and flatter the grade.
 */
export function fleschKincaidGrade(markdown: string): number {
  const sentences = splitSentences(markdown)
    .filter((sentence) => !/^#{1,6}\s/.test(sentence))
    .map(toPlainText)
    .filter((s) => countWords(s) > 0);
  const words = sentences.flatMap(
    (sentence) => sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*/gu) ?? [],
  );
  const syllables = words.reduce((sum, word) => sum + Math.max(1, syllable(word)), 0);
  if (words.length === 0) return 0;
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
}

function citedIds(text: string): number[] {
  return [...text.matchAll(CITATION)].map((match) => Number(match[1]));
}

function uncitedFigures(texts: string[]): string[] {
  return texts
    .flatMap((text) => splitSentences(text))
    .filter((sentence) => !/^#{1,6}\s/.test(sentence))
    .filter((sentence) => /\d/.test(sentence.replace(CITATION, '').replace(/\]\([^)]*\)/g, ']')))
    .filter((sentence) => citedIds(sentence).length === 0);
}

/**
 * Summary, checklist and quiz are rendered as plain text (the summary also on the group index and
 * in search, away from the sources), so a citation marker there would print as "[^1]". The body's
 * rule (a figure needs a citation in its sentence) therefore leaves one choice: no figures.
 */
function plainTextFields(frontMatter: ArticleFrontMatter): { where: string; text: string }[] {
  return [
    { where: 'summary', text: frontMatter.summary },
    ...frontMatter.checklist.map((item) => ({ where: `checklist "${item.id}"`, text: item.text })),
    ...(frontMatter.quiz ?? []).flatMap((question, index) => [
      { where: `quiz question ${index + 1}`, text: question.question },
      ...question.options.map((option) => ({
        where: `quiz question ${index + 1} option`,
        text: option,
      })),
      { where: `quiz question ${index + 1} explanation`, text: question.explanation },
    ]),
  ];
}

function plainTextFieldProblems(frontMatter: ArticleFrontMatter): string[] {
  return plainTextFields(frontMatter).flatMap(({ where, text }) => {
    const excerpt = `"${text.slice(0, 80)}"`;
    if (/\[\^\d+\]/.test(text))
      return [`${where} has a citation marker (${excerpt}), but it is shown without sources`];
    if (/\d/.test(text))
      return [
        `${where} has a figure (${excerpt}), but it is shown without sources: write small non-factual numbers as words, and put cited figures in the body or the takeaways`,
      ];
    return [];
  });
}

function headingProblems(body: string): string[] {
  const problems: string[] = [];
  let previous = 1;
  for (const match of body.matchAll(/^(#{1,6})\s/gm)) {
    const level = match[1]?.length ?? 0;
    if (level === 1) problems.push('uses an H1 (the title is the only H1)');
    if (level > previous + 1) problems.push(`heading level jumps from ${previous} to ${level}`);
    previous = level;
  }
  return problems;
}

export function checkArticles(articles: LoadedArticle[]): ArticleReport[] {
  const articleRoutes = new Set(
    articles.map((a) => `/dashboard/${a.frontMatter.group}/${a.frontMatter.slug}`),
  );
  const slugs = new Set(articles.map((a) => a.frontMatter.slug));
  return articles.map((article) => {
    const { frontMatter, body } = article;
    const problems: string[] = [];
    const cited = new Set([...citedIds(body), ...frontMatter.takeaways.flatMap(citedIds)]);
    const sourceIds = new Set(frontMatter.sources.map((source) => source.id));
    for (const id of cited)
      if (!sourceIds.has(id)) problems.push(`cites [^${id}] but has no source ${id}`);
    for (const id of sourceIds) if (!cited.has(id)) problems.push(`source ${id} is never cited`);
    for (const related of frontMatter.related)
      if (!slugs.has(related)) problems.push(`related "${related}" is not an article`);
    if (frontMatter.related.includes(frontMatter.slug)) problems.push('lists itself as related');
    if (/<[a-z!/][^>]*>/i.test(body)) problems.push('contains raw HTML (write Markdown only)');
    problems.push(...headingProblems(body));
    problems.push(...plainTextFieldProblems(frontMatter));
    const brokenLinks = [...body.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((href) => href.startsWith('/'))
      .filter(
        (href) =>
          !articleRoutes.has(href.split('#')[0] ?? '') && !APP_ROUTES.has(href.split('#')[0] ?? ''),
      );
    const uncited = uncitedFigures([body, ...frontMatter.takeaways]);
    const grade = fleschKincaidGrade(body);
    if (article.wordCount < WORDS_MIN || article.wordCount > WORDS_MAX) {
      problems.push(`has ${article.wordCount} words (${WORDS_MIN}–${WORDS_MAX})`);
    }
    if (grade > GRADE_MAX)
      problems.push(`reads at grade ${grade.toFixed(1)} (goal ≤ ${GRADE_MAX})`);
    if (uncited.length > 0) problems.push(`${uncited.length} figure(s) without a citation`);
    if (brokenLinks.length > 0)
      problems.push(`${brokenLinks.length} broken link(s): ${brokenLinks.join(', ')}`);
    return {
      slug: frontMatter.slug,
      group: frontMatter.group,
      words: article.wordCount,
      sourcesCited: cited.size,
      uncitedFigures: uncited,
      brokenLinks,
      grade,
      problems,
    };
  });
}

/**
 * Every slug the contracts list (the router's source too) has exactly one article, in its group.
 * The group's first slug is left to the index check above, so a missing index is reported once.
 */
function expectedSlugProblems(articles: LoadedArticle[]): string[] {
  const problems: string[] = [];
  const groupOf = new Map<string, string>(
    Object.entries(ARTICLE_SLUGS_BY_GROUP).flatMap(([group, slugs]) =>
      slugs.map((slug): [string, string] => [slug, group]),
    ),
  );
  for (const [group, slugs] of Object.entries(ARTICLE_SLUGS_BY_GROUP)) {
    for (const slug of slugs.slice(1)) {
      if (!articles.some((a) => a.frontMatter.slug === slug && a.frontMatter.group === group))
        problems.push(`${group}: the article "${slug}" is missing`);
    }
  }
  const seen = new Set<string>();
  for (const { frontMatter } of articles) {
    const expected = groupOf.get(frontMatter.slug);
    if (expected !== frontMatter.group)
      problems.push(
        `${frontMatter.group}/${frontMatter.slug}: belongs to the group "${expected ?? 'none'}"`,
      );
    if (seen.has(frontMatter.slug))
      problems.push(`"${frontMatter.slug}" has more than one article`);
    seen.add(frontMatter.slug);
  }
  return problems;
}

/**
 * Every problem in the articles, each naming the article (`group/slug`) or the group it concerns:
 * the content check prints these and the build fails on them.
 */
export function contentProblems(
  articles: LoadedArticle[],
  reports: ArticleReport[] = checkArticles(articles),
): string[] {
  return [
    ...checkCollection(articles),
    ...reports.flatMap((r) => [
      ...r.problems.map((p) => `${r.group}/${r.slug}: ${p}`),
      ...r.uncitedFigures.map((s) => `${r.group}/${r.slug}: uncited figure: "${s.slice(0, 120)}"`),
    ]),
  ];
}

/** Problems that concern the set as a whole: every route's article exists, orders are unique. */
export function checkCollection(articles: LoadedArticle[]): string[] {
  const problems: string[] = [];
  for (const [group, slug] of Object.entries(GROUP_INDEX_SLUGS)) {
    const index = articles.find(
      (a) => a.frontMatter.slug === slug && a.frontMatter.group === group,
    );
    if (!index) problems.push(`${group}: the index article "${slug}" is missing`);
    else if (index.frontMatter.order !== 1) problems.push(`${group}: "${slug}" must have order 1`);
    const orders = articles
      .filter((a) => a.frontMatter.group === group)
      .map((a) => a.frontMatter.order);
    if (new Set(orders).size !== orders.length)
      problems.push(`${group}: two articles share an order`);
  }
  problems.push(...expectedSlugProblems(articles));
  const groupsWithQuiz = new Set(
    articles.filter((a) => a.frontMatter.quiz).map((a) => a.frontMatter.group),
  );
  for (const group of Object.keys(GROUP_INDEX_SLUGS)) {
    if (!groupsWithQuiz.has(group as ArticleGroup))
      problems.push(`${group}: no article has a quiz`);
  }
  return problems;
}
