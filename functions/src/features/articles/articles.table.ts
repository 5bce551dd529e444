import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ARTICLE_SLUGS } from '@bulwark/contracts/schemas/article.schema';
import { user } from '@/auth/auth.table';

/** A reader's progress on one article: read or not, and which checklist items are ticked. */
export const articleProgress = pgTable(
  'article_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slug: text('slug', { enum: ARTICLE_SLUGS }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    checkedItems: text('checked_items').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slug] })],
);
