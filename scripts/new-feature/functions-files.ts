import { functionsTestFiles } from './functions-test-files';
import type { FeatureNames } from './feature-names';
import type { GeneratedFile } from './generated-file';

/** The server feature: table, repository, service, callables, a trigger stub and the manifest. */
export function functionsFiles(names: FeatureNames): GeneratedFile[] {
  return [
    tableFile(names),
    repositoryFile(names),
    serviceFile(names),
    callablesFile(names),
    triggersFile(names),
    manifestFile(names),
    ...functionsTestFiles(names),
  ];
}

/** The table, owned by a user: deleting the account deletes the rows. */
function tableFile({ slug, camel, snake, title }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.table.ts`,
    content: `import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '@/auth/auth.table';

/** One item of a person's ${title.toLowerCase()}; row-level security shows each person only theirs. */
export const ${camel}Item = pgTable(
  '${snake}_item',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('${snake}_item_user_created_idx').on(table.userId, table.createdAt)],
);
`,
  };
}

/** The queries: every one names its user, and row-level security checks it again. */
function repositoryFile({ slug, camel, pascal, snake }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.repository.ts`,
    content: `import { and, desc, eq } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type { ${pascal}Item } from '@bulwark/contracts/schemas/${slug}.schema';
import type { AppDb } from '@/db/client';
import { ${camel}Item } from './${slug}.table';

type Row = typeof ${camel}Item.$inferSelect;

function toDto(row: Row): ${pascal}Item {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString() };
}

export async function listItemRows(db: AppDb, userId: string): Promise<${pascal}Item[]> {
  const rows = await db
    .select()
    .from(${camel}Item)
    .where(eq(${camel}Item.userId, userId))
    .orderBy(desc(${camel}Item.createdAt), desc(${camel}Item.id));
  return rows.map(toDto);
}

export async function insertItem(
  db: AppDb,
  item: { userId: string; title: string; createdAt: Date },
): Promise<${pascal}Item> {
  const [row] = await db
    .insert(${camel}Item)
    .values({ id: generateId(), ...item })
    .returning();
  if (!row) throw new Error('${snake}_item insert returned no row');
  return toDto(row);
}

export async function deleteItem(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(${camel}Item)
    .where(and(eq(${camel}Item.userId, userId), eq(${camel}Item.id, id)))
    .returning({ id: ${camel}Item.id });
  return rows.length > 0;
}
`,
  };
}

/** The rules: each write records its change event in the same transaction. */
function serviceFile({ slug, pascal, constant }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.service.ts`,
    content: `import type { Add${pascal}ItemInput, ${pascal}Item } from '@bulwark/contracts/schemas/${slug}.schema';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { recordChange } from '@/platform/changes';
import { deleteItem, insertItem, listItemRows } from './${slug}.repository';

/** The change events of this feature: the browser refetches the list, triggers react. */
export const ${constant}_COLLECTION = '${slug}';

export interface ${pascal}Context {
  db: AppDb;
  userId: string;
  clock: Clock;
}

/** The person's items, newest first. */
export function list${pascal}Items(db: AppDb, userId: string): Promise<${pascal}Item[]> {
  return listItemRows(db, userId);
}

export async function add${pascal}Item(ctx: ${pascal}Context, input: Add${pascal}ItemInput): Promise<${pascal}Item> {
  const item = await insertItem(ctx.db, { userId: ctx.userId, title: input.title, createdAt: ctx.clock.now() });
  await recordChange(ctx.db, {
    userId: ctx.userId,
    collection: ${constant}_COLLECTION,
    op: 'insert',
    rowId: item.id,
    after: { title: item.title },
  });
  return item;
}

export async function remove${pascal}Item(ctx: ${pascal}Context, id: string): Promise<{ removed: boolean }> {
  const removed = await deleteItem(ctx.db, ctx.userId, id);
  if (removed) {
    await recordChange(ctx.db, { userId: ctx.userId, collection: ${constant}_COLLECTION, op: 'delete', rowId: id });
  }
  return { removed };
}
`,
  };
}

/** The callables: thin, they only hand the caller to the service. */
function callablesFile({ slug, camel, pascal }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.callables.ts`,
    content: `import type { CallableContext } from '@/platform/define-callable';
import { defineCallable } from '@/platform/define-callable';
import { add${pascal}Item, list${pascal}Items, remove${pascal}Item } from './${slug}.service';

function serviceContext(ctx: CallableContext) {
  return { db: ctx.db, userId: ctx.user.id, clock: ctx.services.clock };
}

export const list${pascal}ItemsCallable = defineCallable('${camel}.list', { auth: 'required' }, (_input, ctx) =>
  list${pascal}Items(ctx.db, ctx.user.id),
);

export const add${pascal}ItemCallable = defineCallable('${camel}.add', { auth: 'required' }, (input, ctx) =>
  add${pascal}Item(serviceContext(ctx), input),
);

export const remove${pascal}ItemCallable = defineCallable('${camel}.remove', { auth: 'required' }, (input, ctx) =>
  remove${pascal}Item(serviceContext(ctx), input.id),
);
`,
  };
}

/** A trigger stub on the feature's own collection. */
function triggersFile({ slug, pascal, constant }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.triggers.ts`,
    content: `import { defineTrigger } from '@/platform/define-trigger';
import { ${constant}_COLLECTION } from './${slug}.service';

/**
 * A stub to build on: runs once an added item's transaction has committed. A job may run more
 * than once, so whatever this grows into must be idempotent (\`ctx.eventKey\` is stable per event).
 */
export const on${pascal}ItemAdded = defineTrigger(
  'on${pascal}ItemAdded',
  { collection: ${constant}_COLLECTION, on: 'insert' },
  (event, { services }) => {
    // The id only: the title is the person's own words.
    services.logger.debug('${slug} item added', { itemId: event.rowId });
    return Promise.resolve();
  },
);
`,
  };
}

/** The server manifest: the one place that names the feature's parts. */
function manifestFile({ slug, camel, pascal }: FeatureNames): GeneratedFile {
  const dir = `functions/src/features/${slug}`;
  return {
    path: `${dir}/${slug}.feature.ts`,
    content: `import { defineFeature } from '@/platform/define-feature';
import * as callables from './${slug}.callables';
import { list${pascal}Items } from './${slug}.service';
import { ${camel}Item } from './${slug}.table';
import * as triggers from './${slug}.triggers';

export const ${camel}Feature = defineFeature({
  slug: '${slug}',
  callables: Object.values(callables),
  triggers: Object.values(triggers),
  tables: [${camel}Item],
  userData: { export: async (db, userId) => ({ ${camel}: await list${pascal}Items(db, userId) }) },
});
`,
  };
}
