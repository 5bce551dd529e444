import { defineFeature } from '@/platform/define-feature';
import * as callables from './articles.callables';
import { listArticleProgress } from './articles.service';
import { articleProgress } from './articles.table';

export const articlesFeature = defineFeature({
  slug: 'articles',
  callables: Object.values(callables),
  tables: [articleProgress],
  userData: {
    export: async (db, userId) => ({ articleProgress: await listArticleProgress(db, userId) }),
  },
});
