import path from 'node:path';
import { expect, test } from 'vitest';
import { contentProblems } from './check-articles.ts';
import { type LoadedArticle, loadArticles } from './load-articles.ts';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../src/features/articles/content');
const ARTICLE = 'password-security/how-passwords-are-breached';

/** A fresh copy of the shipped articles, with one article changed by `change`. */
function articlesWith(change?: (article: LoadedArticle) => void): LoadedArticle[] {
  const articles = loadArticles(CONTENT_DIR);
  const article = articles.find((a) => `${a.frontMatter.group}/${a.frontMatter.slug}` === ARTICLE);
  if (!article) throw new Error(`${ARTICLE} is not in the content folder`);
  change?.(article);
  return articles;
}

test('the shipped articles pass every check', () => {
  expect(contentProblems(articlesWith())).toEqual([]);
});

test('a broken internal link fails the check, naming the article and the link', () => {
  const articles = articlesWith((article) => {
    article.body +=
      '\nRead [the missing guide](/dashboard/password-security/no-such-article) next.\n';
  });

  expect(contentProblems(articles)).toEqual([
    `${ARTICLE}: 1 broken link(s): /dashboard/password-security/no-such-article`,
  ]);
});

test('a link to an app route or another article passes', () => {
  const articles = articlesWith((article) => {
    article.body +=
      '\nTry [the checker](/dashboard/password-strength-checker), then read [the examples](/dashboard/password-security/real-world-examples#top).\n';
  });

  expect(contentProblems(articles)).toEqual([]);
});

test('a sentence with a figure and no citation fails the check, naming the article and the sentence', () => {
  const articles = articlesWith((article) => {
    article.body += '\nAbout 40% of people reuse their passwords.\n';
  });

  expect(contentProblems(articles)).toEqual([
    `${ARTICLE}: 1 figure(s) without a citation`,
    `${ARTICLE}: uncited figure: "About 40% of people reuse their passwords."`,
  ]);
});

test('a figure with a citation in its sentence passes', () => {
  const articles = articlesWith((article) => {
    article.body += '\nAbout 40% of people reuse their passwords.[^1]\n';
  });

  expect(contentProblems(articles)).toEqual([]);
});

test('an uncited figure in a key takeaway fails the check', () => {
  const articles = articlesWith((article) => {
    article.frontMatter.takeaways.push('Attackers tried 7 billion stolen passwords last year.');
  });

  expect(contentProblems(articles)).toEqual([
    `${ARTICLE}: 1 figure(s) without a citation`,
    `${ARTICLE}: uncited figure: "Attackers tried 7 billion stolen passwords last year."`,
  ]);
});

test('a figure in the summary fails the check, because the summary shows no sources', () => {
  const articles = articlesWith((article) => {
    article.frontMatter.summary = 'Stolen logins caused 22% of breaches in 2025.';
  });

  expect(contentProblems(articles)).toEqual([
    `${ARTICLE}: summary has a figure ("Stolen logins caused 22% of breaches in 2025."), but it is shown without sources: write small non-factual numbers as words, and put cited figures in the body or the takeaways`,
  ]);
});

test('a figure in a checklist item or a quiz question fails the check', () => {
  const articles = articlesWith((article) => {
    const [item] = article.frontMatter.checklist;
    if (item) item.text = 'Change 3 passwords today.';
    const [question] = article.frontMatter.quiz ?? [];
    if (question) question.explanation = 'Verizon counted 22% of breaches this way.';
  });

  const problems = contentProblems(articles);

  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(
    new RegExp(`^${ARTICLE}: checklist ".+" has a figure \\("Change 3 passwords today\\."\\)`),
  );
  expect(problems[1]).toMatch(
    new RegExp(
      `^${ARTICLE}: quiz question 1 explanation has a figure \\("Verizon counted 22% of breaches this way\\."\\)`,
    ),
  );
});

test('a citation marker in a quiz option fails the check, because it would print as text', () => {
  const articles = articlesWith((article) => {
    const [question] = article.frontMatter.quiz ?? [];
    if (question) question.options[0] = 'Reused passwords[^1]';
  });

  expect(contentProblems(articles)).toEqual([
    `${ARTICLE}: quiz question 1 option has a citation marker ("Reused passwords[^1]"), but it is shown without sources`,
  ]);
});

test('a missing article of a group fails the check, naming the group and the slug', () => {
  const articles = loadArticles(CONTENT_DIR).filter((a) => a.frontMatter.slug !== 'zero-trust');

  expect(contentProblems(articles)).toContain(
    'cybersecurity-trends: the article "zero-trust" is missing',
  );
});

test('a missing group index article fails the check', () => {
  const articles = loadArticles(CONTENT_DIR).filter((a) => a.frontMatter.slug !== 'raas');

  expect(contentProblems(articles)).toContain(
    'cybersecurity-trends: the index article "raas" is missing',
  );
});

test('an article filed under another group fails the check', () => {
  const articles = articlesWith();
  const moved = articles.find((a) => a.frontMatter.slug === 'zero-trust');
  if (moved) moved.frontMatter = { ...moved.frontMatter, group: 'risk-mitigation', order: 20 };

  expect(contentProblems(articles)).toEqual(
    expect.arrayContaining([
      'cybersecurity-trends: the article "zero-trust" is missing',
      'risk-mitigation/zero-trust: belongs to the group "cybersecurity-trends"',
    ]),
  );
});
