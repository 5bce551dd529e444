import { and, count, desc, eq } from 'drizzle-orm';
import { generateId } from '@bulwark/contracts/ids';
import type {
  PasswordCheck,
  RecordPasswordCheckInput,
} from '@bulwark/contracts/schemas/password-check.schema';
import type { AppDb } from '@/db/client';
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

export async function listPasswordChecks(db: AppDb, userId: string): Promise<PasswordCheck[]> {
  const rows = await db
    .select()
    .from(passwordCheck)
    .where(eq(passwordCheck.userId, userId))
    .orderBy(desc(passwordCheck.checkedAt), desc(passwordCheck.id));
  return rows.map(toDto);
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
