import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { session, user } from './auth.table';

export interface SessionWithUser {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  disabledAt: Date | null;
}

export async function findSessionWithUser(
  db: AppDb,
  token: string,
): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({
      id: session.id,
      userId: session.userId,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      disabledAt: user.disabledAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: AppDb, id: string): Promise<void> {
  await db.delete(session).where(eq(session.id, id));
}

export async function extendSession(
  db: AppDb,
  id: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.update(session).set({ expiresAt, updatedAt: now }).where(eq(session.id, id));
}

/** Ends every session of a user; returns how many there were. */
export async function deleteUserSessions(db: AppDb, userId: string): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return deleted.length;
}

/** Ends a user's sessions except `keepSessionId` (the one that made the change, if any). */
export async function deleteOtherSessions(
  db: AppDb,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  const condition = keepSessionId
    ? and(eq(session.userId, userId), ne(session.id, keepSessionId))
    : eq(session.userId, userId);
  const deleted = await db.delete(session).where(condition).returning({ id: session.id });
  return deleted.length;
}
