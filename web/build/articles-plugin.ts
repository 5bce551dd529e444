import path from 'node:path';
import type { Plugin } from 'vite';
import { contentProblems } from './check-articles.ts';
import { type LoadedArticle, loadArticles } from './load-articles.ts';
import { renderArticleHtml } from './render-article.ts';

const INDEX_ID = 'virtual:articles';
const SEARCH_ID = 'virtual:articles/search';
const ARTICLE_PREFIX = 'virtual:articles/article/';

/**
 * Compiles the Markdown articles at build time (docs/decisions/004): an index module with every
 * article's metadata and a lazy loader per article, one chunk per article with its HTML, and a
 * search chunk with the plain text, loaded only when someone searches. A content problem fails
 * the build with the full list.
 */
export function articlesPlugin(contentDir: string): Plugin {
  let articles: LoadedArticle[] | undefined;
  const load = () => {
    if (!articles) {
      articles = loadArticles(contentDir);
      const problems = contentProblems(articles);
      if (problems.length > 0)
        throw new Error(`Article content problems:\n  - ${problems.join('\n  - ')}`);
    }
    return articles;
  };
  return {
    name: 'bulwark-articles',
    resolveId(id) {
      if (id === INDEX_ID || id === SEARCH_ID || id.startsWith(ARTICLE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:articles')) return undefined;
      const all = load();
      for (const article of all) this.addWatchFile(path.join(contentDir, article.file));
      const virtualId = id.slice(1);
      if (virtualId === INDEX_ID) return indexModule(all);
      if (virtualId === SEARCH_ID) return searchModule(all);
      const slug = virtualId.slice(ARTICLE_PREFIX.length);
      const article = all.find((candidate) => candidate.frontMatter.slug === slug);
      if (!article) throw new Error(`Unknown article "${slug}"`);
      return articleModule(article);
    },
    handleHotUpdate(context) {
      if (context.file.startsWith(contentDir)) articles = undefined;
    },
  };
}

function indexModule(all: LoadedArticle[]): string {
  const summaries = all.map((article) => ({
    slug: article.frontMatter.slug,
    group: article.frontMatter.group,
    order: article.frontMatter.order,
    title: article.frontMatter.title,
    summary: article.frontMatter.summary,
    lastReviewed: article.frontMatter.lastReviewed,
    readingMinutes: article.readingMinutes,
    wordCount: article.wordCount,
    hasQuiz: Boolean(article.frontMatter.quiz),
    checklistIds: article.frontMatter.checklist.map((item) => item.id),
  }));
  const loaders = all
    .map(
      (a) =>
        `  ${JSON.stringify(a.frontMatter.slug)}: () => import(${JSON.stringify(ARTICLE_PREFIX + a.frontMatter.slug)}),`,
    )
    .join('\n');
  return `export const articleSummaries = ${JSON.stringify(summaries)};\nexport const articleLoaders = {\n${loaders}\n};\n`;
}

function searchModule(all: LoadedArticle[]): string {
  const entries = all.map((article) => ({
    slug: article.frontMatter.slug,
    group: article.frontMatter.group,
    title: article.frontMatter.title,
    headings: article.headings.map((heading) => heading.text),
    text: `${article.frontMatter.summary}\n${article.plainText}`,
  }));
  return `export default ${JSON.stringify(entries)};\n`;
}

function articleModule(article: LoadedArticle): string {
  const content = {
    ...article.frontMatter,
    html: renderArticleHtml(article.body, article.frontMatter.slug),
    headings: article.headings,
    readingMinutes: article.readingMinutes,
    wordCount: article.wordCount,
  };
  return `export default ${JSON.stringify(content)};\n`;
}
