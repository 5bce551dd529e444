import { type ArticleSummary, articleLoaders, articleSummaries } from 'virtual:articles';
import type { ArticleGroup } from '@bulwark/contracts/schemas/article.schema';
import type { ArticleContent } from './article-types';

export type { ArticleSummary };

export function articlesInGroup(group: ArticleGroup): ArticleSummary[] {
  return articleSummaries
    .filter((article) => article.group === group)
    .sort((a, b) => a.order - b.order);
}

export function findArticleSummary(slug: string): ArticleSummary | undefined {
  return articleSummaries.find((article) => article.slug === slug);
}

/** The articles before and after this one in its group's reading order. */
export function neighbours(slug: string): { previous?: ArticleSummary; next?: ArticleSummary } {
  const article = findArticleSummary(slug);
  if (!article) return {};
  const group = articlesInGroup(article.group);
  const index = group.findIndex((candidate) => candidate.slug === slug);
  return { previous: group[index - 1], next: group[index + 1] };
}

export async function loadArticle(slug: string): Promise<ArticleContent> {
  const loader = articleLoaders[slug];
  if (!loader) throw new Error(`There is no article "${slug}".`);
  return (await loader()).default;
}
