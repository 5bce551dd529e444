import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppDb } from '@/db/client';
import { selectOnce } from '@/db/statement-once';
import { session, user } from '@/auth/auth.table';
import { userAvatar } from './profile-settings.table';

/** The profile's one read, its SQL built once (`selectOnce`). */
const userWithAvatarFlag = selectOnce((qb) =>
  qb
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      hasAvatar: sql<boolean>`exists(select 1 from ${userAvatar} where ${userAvatar.userId} = ${user.id})`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId'))),
);

export async function findUserWithAvatarFlag(db: AppDb, userId: string) {
  const [row] = await userWithAvatarFlag(db, { userId });
  return row;
}

export async function updateDisplayName(
  db: AppDb,
  userId: string,
  name: string,
  at: Date,
): Promise<void> {
  await db.update(user).set({ name, updatedAt: at }).where(eq(user.id, userId));
}

export async function upsertAvatar(
  db: AppDb,
  avatar: { userId: string; contentType: string; data: Uint8Array; updatedAt: Date },
): Promise<void> {
  await db
    .insert(userAvatar)
    .values(avatar)
    .onConflictDoUpdate({
      target: userAvatar.userId,
      set: { contentType: avatar.contentType, data: avatar.data, updatedAt: avatar.updatedAt },
    });
}

export async function deleteAvatar(db: AppDb, userId: string): Promise<void> {
  await db.delete(userAvatar).where(eq(userAvatar.userId, userId));
}

export async function findAvatar(db: AppDb, userId: string) {
  const [row] = await db.select().from(userAvatar).where(eq(userAvatar.userId, userId));
  return row;
}

export async function listSessionsOf(db: AppDb, userId: string) {
  return db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.updatedAt));
}

export async function deleteSession(db: AppDb, userId: string, sessionId: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return rows.length;
}

export async function deleteSessionsExcept(
  db: AppDb,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.length;
}
