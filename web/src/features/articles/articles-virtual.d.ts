// Modules compiled from the Markdown articles by web/build/articles-plugin.ts.
declare module 'virtual:articles' {
  import type {
    ArticleFrontMatter,
    ArticleGroup,
    ArticleSlug,
  } from '@bulwark/contracts/schemas/article.schema';

  export interface ArticleSummary {
    slug: ArticleSlug;
    group: ArticleGroup;
    order: number;
    title: string;
    summary: string;
    lastReviewed: string;
    readingMinutes: number;
    wordCount: number;
    hasQuiz: boolean;
    checklistIds: string[];
  }

  export interface ArticleHeading {
    id: string;
    text: string;
    level: 2 | 3;
  }

  /** One compiled article: its front matter plus build-time HTML and headings. */
  export interface ArticleContent extends ArticleFrontMatter {
    html: string;
    headings: ArticleHeading[];
    readingMinutes: number;
    wordCount: number;
  }

  export interface ArticleSearchEntry {
    slug: ArticleSlug;
    group: ArticleGroup;
    title: string;
    headings: string[];
    text: string;
  }

  export const articleSummaries: ArticleSummary[];
  export const articleLoaders: Record<string, () => Promise<{ default: ArticleContent }>>;
}

declare module 'virtual:articles/search' {
  import type { ArticleSearchEntry } from 'virtual:articles';

  const entries: ArticleSearchEntry[];
  export default entries;
}
