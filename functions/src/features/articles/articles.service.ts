import type { ArticleProgress, ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { recordChange } from '@/platform/changes';
import * as repository from './articles.repository';

const COLLECTION = 'articles';

export function listArticleProgress(db: AppDb, userId: string): Promise<ArticleProgress[]> {
  return repository.listProgress(db, userId);
}

export async function tickChecklistItem(
  db: AppDb,
  options: { userId: string; slug: ArticleSlug; itemId: string; checked: boolean; clock: Clock },
): Promise<ArticleProgress> {
  const progress = await repository.setChecklistItem(db, { ...options, at: options.clock.now() });
  await recordChange(db, {
    userId: options.userId,
    collection: COLLECTION,
    op: 'update',
    rowId: options.slug,
  });
  return progress;
}

export async function markArticleRead(
  db: AppDb,
  options: { userId: string; slug: ArticleSlug; read: boolean; clock: Clock },
): Promise<ArticleProgress> {
  const now = options.clock.now();
  const progress = await repository.setRead(db, {
    userId: options.userId,
    slug: options.slug,
    readAt: options.read ? now : null,
    at: now,
  });
  await recordChange(db, {
    userId: options.userId,
    collection: COLLECTION,
    op: 'update',
    rowId: options.slug,
  });
  return progress;
}
