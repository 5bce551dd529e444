import type { AppDb } from '@/db/client';
import {
  type SessionWithUser,
  deleteSession,
  extendSession,
  findSessionWithUser,
} from './session.repository';

/**
 * NIST 800-63B rev 4 AAL2: a session ends 24 h after sign-in whatever happens (absolute) and after
 * 1 h without activity (idle). better-auth alone slides `expiresAt` forward on use with no cap, so
 * we keep `expiresAt` as the idle deadline, never let it pass `createdAt + max age`, and check both
 * on every request before better-auth reads the session.
 */
export interface SessionLifetime {
  maxAgeSeconds: number;
  idleSeconds: number;
}

export type SessionEndReason = 'idle' | 'absolute' | 'disabled';

export type SessionCheck =
  | { status: 'none' }
  | { status: 'ended'; reason: SessionEndReason; userId: string }
  | { status: 'active'; session: SessionWithUser };

/** Activity is written at most this often, so a busy client does not write on every request. */
function touchIntervalMs(lifetime: SessionLifetime): number {
  return Math.min(60_000, (lifetime.idleSeconds * 1000) / 10);
}

function idleDeadline(now: Date, createdAt: Date, lifetime: SessionLifetime): Date {
  const idle = now.getTime() + lifetime.idleSeconds * 1000;
  const absolute = createdAt.getTime() + lifetime.maxAgeSeconds * 1000;
  return new Date(Math.min(idle, absolute));
}

/** `expiresAt` for a session created now (better-auth's own default is a 7-day rolling one). */
export function firstExpiry(now: Date, createdAt: Date, lifetime: SessionLifetime): Date {
  return idleDeadline(now, createdAt, lifetime);
}

/** Why the session has ended by now, judged from its row alone; null while it is valid. */
export function endReason(
  session: Pick<SessionWithUser, 'disabledAt' | 'createdAt' | 'expiresAt'>,
  now: Date,
  lifetime: SessionLifetime,
): SessionEndReason | null {
  if (session.disabledAt) return 'disabled';
  if (now.getTime() - session.createdAt.getTime() >= lifetime.maxAgeSeconds * 1000)
    return 'absolute';
  if (session.expiresAt.getTime() <= now.getTime()) return 'idle';
  return null;
}

/**
 * Ends the session behind `token` if it has run out (deleting the row, so better-auth sees none),
 * otherwise records the activity unless `extendIdle` is false (passive checks, such as an open
 * change stream asking whether it may stay open, are not activity).
 */
export async function checkSessionLifetime(
  db: AppDb,
  token: string,
  options: { lifetime: SessionLifetime; now: Date; extendIdle: boolean },
): Promise<SessionCheck> {
  const { lifetime, now } = options;
  const session = await findSessionWithUser(db, token);
  if (!session) return { status: 'none' };
  const reason = endReason(session, now, lifetime);
  if (reason) {
    await deleteSession(db, session.id);
    return { status: 'ended', reason, userId: session.userId };
  }
  if (options.extendIdle) await extendIfDue(db, session, now, lifetime);
  return { status: 'active', session };
}

/**
 * Records activity on a valid session unless it was recorded less than a touch interval ago. The
 * row given is updated in place first (it may be a cached one), so requests arriving meanwhile do
 * not write the same extension again.
 */
export async function extendIfDue(
  db: AppDb,
  session: SessionWithUser,
  now: Date,
  lifetime: SessionLifetime,
): Promise<void> {
  if (now.getTime() - session.updatedAt.getTime() < touchIntervalMs(lifetime)) return;
  session.updatedAt = now;
  session.expiresAt = idleDeadline(now, session.createdAt, lifetime);
  await extendSession(db, session.id, session.expiresAt, now);
}
