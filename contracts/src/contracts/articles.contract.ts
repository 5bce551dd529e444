import { z } from 'zod';
import {
  ArticleProgressSchema,
  MarkArticleReadInputSchema,
  SetChecklistItemInputSchema,
} from '../schemas/article.schema';

export const articlesContract = {
  /** Read state and ticked checklist items of every article the caller has touched. */
  'articles.getProgress': { input: z.object({}).strict(), output: z.array(ArticleProgressSchema) },
  'articles.setChecklistItem': {
    input: SetChecklistItemInputSchema,
    output: ArticleProgressSchema,
  },
  'articles.markRead': { input: MarkArticleReadInputSchema, output: ArticleProgressSchema },
} as const;
