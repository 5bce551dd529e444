import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type {
  PasswordCheck,
  RecordPasswordCheckInput,
} from '@bulwark/contracts/schemas/password-check.schema';
import type { AppDb } from '@/db/client';
import { type StatementValue, selectOnce } from '@/db/statement-once';
import { passwordCheck } from './password-checks.table';

type Row = typeof passwordCheck.$inferSelect;

function toDto(row: Row): PasswordCheck {
  return {
    id: row.id,
    label: row.label,
    score: row.score,
    pwned: row.pwned,
    reused: row.reused,
    inUse: row.inUse,
    checkedAt: row.checkedAt.toISOString(),
  };
}

/** Newest first; built once (`selectOnce`). */
const checksOf = selectOnce((qb) =>
  qb
    .select()
    .from(passwordCheck)
    .where(eq(passwordCheck.userId, sql.placeholder('userId')))
    .orderBy(desc(passwordCheck.checkedAt), desc(passwordCheck.id)),
);

export async function listPasswordChecks(db: AppDb, userId: string): Promise<PasswordCheck[]> {
  const rows = await checksOf(db, { userId });
  return rows.map(toDto);
}

/**
 * `listPasswordChecks` for another feature's statement: a JSON array in the same order, read by
 * `fromPasswordChecksJson`.
 */
export function passwordChecksJson(userId: StatementValue<string>): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', ${passwordCheck.id},
      'label', ${passwordCheck.label}, 'score', ${passwordCheck.score}, 'pwned', ${passwordCheck.pwned},
      'reused', ${passwordCheck.reused}, 'inUse', ${passwordCheck.inUse},
      'checkedAt', ${passwordCheck.checkedAt})
      order by ${passwordCheck.checkedAt} desc, ${passwordCheck.id} desc), '[]'::json)
    from ${passwordCheck} where ${passwordCheck.userId} = ${userId})`;
}

export function fromPasswordChecksJson(value: unknown): PasswordCheck[] {
  return (value as PasswordCheck[]).map((check) => ({
    ...check,
    checkedAt: new Date(check.checkedAt).toISOString(),
  }));
}

export async function countPasswordChecks(db: AppDb, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(passwordCheck)
    .where(eq(passwordCheck.userId, userId));
  return row?.value ?? 0;
}

export async function insertPasswordCheck(
  db: AppDb,
  userId: string,
  input: RecordPasswordCheckInput,
  checkedAt: Date,
): Promise<PasswordCheck> {
  const [row] = await db
    .insert(passwordCheck)
    .values({ id: generateId(), userId, ...input, checkedAt })
    .returning();
  if (!row) throw new Error('password check insert returned no row');
  return toDto(row);
}

export async function deletePasswordCheck(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passwordCheck)
    .where(and(eq(passwordCheck.userId, userId), eq(passwordCheck.id, id)))
    .returning({ id: passwordCheck.id });
  return rows.length > 0;
}
