export type { ArticleContent, ArticleHeading, ArticleSearchEntry } from 'virtual:articles';
