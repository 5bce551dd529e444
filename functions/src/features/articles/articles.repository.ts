import { eq, sql } from 'drizzle-orm';
import type { ArticleProgress, ArticleSlug } from '@bulwark/contracts/schemas/article.schema';
import type { AppDb } from '@/db/client';
import { selectOnce } from '@/db/statement-once';
import { articleProgress } from './articles.table';

type Row = typeof articleProgress.$inferSelect;

function toDto(row: Row): ArticleProgress {
  return {
    slug: row.slug,
    readAt: row.readAt?.toISOString() ?? null,
    checkedItems: row.checkedItems,
  };
}

const progressOf = selectOnce((qb) =>
  qb
    .select()
    .from(articleProgress)
    .where(eq(articleProgress.userId, sql.placeholder('userId'))),
);

export async function listProgress(db: AppDb, userId: string): Promise<ArticleProgress[]> {
  const rows = await progressOf(db, { userId });
  return rows.map(toDto);
}

/** Adds or removes one item atomically, so two tabs ticking different items both win. */
export async function setChecklistItem(
  db: AppDb,
  options: { userId: string; slug: ArticleSlug; itemId: string; checked: boolean; at: Date },
): Promise<ArticleProgress> {
  const { userId, slug, itemId, checked, at } = options;
  const initial = checked ? [itemId] : [];
  const updated = checked
    ? sql`array(select distinct unnest(array_append(${articleProgress.checkedItems}, ${itemId})) order by 1)`
    : sql`array_remove(${articleProgress.checkedItems}, ${itemId})`;
  const [row] = await db
    .insert(articleProgress)
    .values({ userId, slug, checkedItems: initial, updatedAt: at })
    .onConflictDoUpdate({
      target: [articleProgress.userId, articleProgress.slug],
      set: { checkedItems: updated, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('article progress upsert returned no row');
  return toDto(row);
}

export async function setRead(
  db: AppDb,
  options: { userId: string; slug: ArticleSlug; readAt: Date | null; at: Date },
): Promise<ArticleProgress> {
  const [row] = await db
    .insert(articleProgress)
    .values({
      userId: options.userId,
      slug: options.slug,
      readAt: options.readAt,
      updatedAt: options.at,
    })
    .onConflictDoUpdate({
      target: [articleProgress.userId, articleProgress.slug],
      set: { readAt: options.readAt, updatedAt: options.at },
    })
    .returning();
  if (!row) throw new Error('article progress upsert returned no row');
  return toDto(row);
}
