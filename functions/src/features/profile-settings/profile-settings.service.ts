import { CallableError } from '@bulwark/contracts/errors';
import type { Profile, SessionSummary } from '@bulwark/contracts/schemas/profile.schema';
import type { AppDb } from '@/db/client';
import type { Clock } from '@/lib/clock';
import { recordChange } from '@/platform/changes';
import type { AppServices } from '@/platform/context';
import { decodeAvatar } from './avatar-image';
import * as repository from './profile-settings.repository';

const COLLECTION = 'profile-settings';

export async function getProfile(db: AppDb, userId: string): Promise<Profile> {
  const row = await repository.findUserWithAvatarFlag(db, userId);
  if (!row) throw new CallableError('not-found', 'Your account was not found.');
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    displayName: row.name,
    hasAvatar: Boolean(row.hasAvatar),
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function updateDisplayName(
  db: AppDb,
  userId: string,
  displayName: string,
  clock: Clock,
) {
  await repository.updateDisplayName(db, userId, displayName, clock.now());
  await recordChange(db, { userId, collection: COLLECTION, op: 'update', rowId: userId });
  return getProfile(db, userId);
}

export async function saveAvatar(
  db: AppDb,
  options: { userId: string; contentType: string; dataBase64: string; clock: Clock },
) {
  const data = decodeAvatar(options.contentType, options.dataBase64);
  await repository.upsertAvatar(db, {
    userId: options.userId,
    contentType: options.contentType,
    data,
    updatedAt: options.clock.now(),
  });
  await recordChange(db, {
    userId: options.userId,
    collection: COLLECTION,
    op: 'update',
    rowId: options.userId,
  });
  return getProfile(db, options.userId);
}

export async function removeAvatar(db: AppDb, userId: string) {
  await repository.deleteAvatar(db, userId);
  await recordChange(db, { userId, collection: COLLECTION, op: 'update', rowId: userId });
  return getProfile(db, userId);
}

export async function listSessions(
  db: AppDb,
  userId: string,
  currentSessionId: string,
): Promise<SessionSummary[]> {
  const rows = await repository.listSessionsOf(db, userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    isCurrent: row.id === currentSessionId,
  }));
}

/** Everything Bulwark holds about the user, for the "export my data" button (ASVS 8.3.2). */
export async function exportUserData(
  db: AppDb,
  userId: string,
  services: Pick<AppServices, 'clock' | 'userData'>,
) {
  const profile = await getProfile(db, userId);
  const sessions = await repository.listSessionsOf(db, userId);
  const avatar = await repository.findAvatar(db, userId);
  return {
    exportedAt: services.clock.now().toISOString(),
    format: 'bulwark-export/2',
    profile,
    avatar: avatar
      ? { contentType: avatar.contentType, dataBase64: Buffer.from(avatar.data).toString('base64') }
      : null,
    sessions: sessions.map((row) => ({ ...row, token: undefined })),
    ...(await services.userData.export(db, userId)),
  };
}

export function findAvatar(db: AppDb, userId: string) {
  return repository.findAvatar(db, userId);
}

/** Ends another session of the caller (not the current one: signing out does that). */
export async function revokeSession(
  db: AppDb,
  userId: string,
  sessionId: string,
  currentSessionId: string,
) {
  if (sessionId === currentSessionId) {
    throw new CallableError(
      'failed-precondition',
      'Use "Sign out" to end the session you are using.',
    );
  }
  const removed = await repository.deleteSession(db, userId, sessionId);
  if (removed === 1)
    await recordChange(db, { userId, collection: COLLECTION, op: 'delete', rowId: sessionId });
  return { revoked: removed === 1 };
}

export async function revokeOtherSessions(db: AppDb, userId: string, currentSessionId: string) {
  const revoked = await repository.deleteSessionsExcept(db, userId, currentSessionId);
  if (revoked > 0)
    await recordChange(db, { userId, collection: COLLECTION, op: 'delete', rowId: userId });
  return { revoked };
}
