import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDb } from '@/db/client';

/** A fence not heard back by then means notices may be lost. */
const FENCE_TIMEOUT_MS = 1000;

export interface NoticeFence {
  /** Sends a fence; resolves once heard back (`true`) or after the time-out (`false`). */
  send(): Promise<boolean>;
  /** Feed every payload of the channel here; answers whether it was one of this fence's. */
  hear(payload: string): boolean;
  /** When the newest fence heard back was sent (performance.now()); -Infinity: none yet. */
  provenAt(): number;
  /** Forget earlier proof (the connection broke: notices may have been lost meanwhile). */
  reset(): void;
}

/**
 * Proof that this instance hears a channel's notices: NOTIFY delivers in commit order, so once a
 * fence sent at time T comes back, every notice committed before T has been heard.
 */
export function createNoticeFence(db: AppDb, channel: string): NoticeFence {
  const instance = randomUUID();
  let sequence = 0;
  const pending = new Map<number, { sentAt: number; heard: () => void }>();
  let provenAt = Number.NEGATIVE_INFINITY;
  return {
    send() {
      sequence += 1;
      const mine = sequence;
      const sentAt = performance.now();
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(mine);
          resolve(false);
        }, FENCE_TIMEOUT_MS);
        timer.unref();
        pending.set(mine, {
          sentAt,
          heard: () => {
            clearTimeout(timer);
            pending.delete(mine);
            provenAt = Math.max(provenAt, sentAt);
            resolve(true);
          },
        });
        db.execute(sql`select pg_notify(${channel}, ${`f:${instance}:${mine}`})`).catch(
          () => undefined,
        );
      });
    },
    hear(payload) {
      if (!payload.startsWith('f:')) return false;
      const [from, number] = payload.slice(2).split(':');
      if (from === instance) pending.get(Number(number))?.heard();
      return true;
    },
    provenAt: () => provenAt,
    reset() {
      provenAt = Number.NEGATIVE_INFINITY;
    },
  };
}
