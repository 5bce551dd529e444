import { z } from 'zod';
import {
  ArticleProgressSchema,
  MarkArticleReadInputSchema,
  SetChecklistItemInputSchema,
} from '../schemas/article.schema';
import { NO_PAYLOAD } from './no-payload';

export const articlesContract = {
  /** Read state and ticked checklist items of every article the caller has touched. */
  'articles.getProgress': { input: z.object({}).strict(), output: z.array(ArticleProgressSchema) },
  'articles.setChecklistItem': {
    input: SetChecklistItemInputSchema,
    output: ArticleProgressSchema,
  },
  'articles.markRead': { input: MarkArticleReadInputSchema, output: ArticleProgressSchema },
} as const;

/** Reading progress changed: the progress query refetches. */
export const articlesCollections = { articles: NO_PAYLOAD } as const;
