import { randomUUID } from 'node:crypto';
import type { Database, Listener } from '@/db/client';

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
 * fence sent at time T comes back, every notice committed before T has been heard. `echo` sends a
 * payload on the channel (Listener.echo: from the listening connection, never through the pool,
 * so a busy pool cannot delay the proof past its freshness and turn the cache off under load).
 */
export function createNoticeFence(echo: (payload: string) => Promise<void>): NoticeFence {
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
        // A failed send is a fence never heard back: the time-out says so.
        echo(`f:${instance}:${mine}`).catch(() => undefined);
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

/**
 * LISTEN on `channel` with a fence sent through that very listener: the fence's own payloads are
 * taken out, every other one reaches `onPayload`, and a broken connection forgets earlier proof.
 */
export async function listenWithFence(
  listen: Database['listen'],
  channel: string,
  onPayload: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<{ listener: Listener; fence: NoticeFence }> {
  const through: { listener?: Listener } = {};
  const fence = createNoticeFence(async (payload) => {
    if (!through.listener) throw new Error(`not listening on ${channel} yet`);
    await through.listener.echo(payload);
  });
  through.listener = await listen(
    channel,
    (payload) => {
      if (!fence.hear(payload)) onPayload(payload);
    },
    (listening) => {
      // Notices sent while nobody listened are lost: earlier proof no longer holds.
      fence.reset();
      onListening(listening);
    },
  );
  return { listener: through.listener, fence };
}
