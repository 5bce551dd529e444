import { defineCallable } from '@/platform/define-callable';
import { listArticleProgress, markArticleRead, tickChecklistItem } from './articles.service';

export const getArticleProgressCallable = defineCallable(
  'articles.getProgress',
  { auth: 'required' },
  (_input, ctx) => listArticleProgress(ctx.db, ctx.user.id),
);

export const setChecklistItemCallable = defineCallable(
  'articles.setChecklistItem',
  { auth: 'required' },
  (input, ctx) =>
    tickChecklistItem(ctx.db, { userId: ctx.user.id, ...input, clock: ctx.services.clock }),
);

export const markArticleReadCallable = defineCallable(
  'articles.markRead',
  { auth: 'required' },
  (input, ctx) =>
    markArticleRead(ctx.db, { userId: ctx.user.id, ...input, clock: ctx.services.clock }),
);
