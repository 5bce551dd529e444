import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The avatar image itself; kept out of the user row so session reads stay small. */
export const userAvatar = pgTable('user_avatar', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
