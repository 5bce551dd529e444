import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { CallableError } from '@bulwark/contracts/errors';
import { STREAM_HEARTBEAT_MS } from '@bulwark/contracts/schemas/stream.schema';
import type { ChangeNotice } from './changes';

type Listener = (notice: ChangeNotice) => void;

/**
 * Open streams one person may hold on this host: a tab or device each, and browsers allow six
 * per site over HTTP/1.1 anyway. Each holds a socket and a timer, so an unbounded number from
 * one account would be a cheap way to exhaust the server.
 */
export const MAX_STREAMS_PER_PERSON = 10;

/**
 * Fans change notices out to the open `/v1/stream` connections of the user they belong to.
 * Every host listens to the database's NOTIFY channel, so a change made on one host reaches a
 * browser connected to another.
 */
export class ChangeHub {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #closers = new Set<() => void>();

  publish(notice: ChangeNotice): void {
    for (const listener of this.#listeners.get(notice.userId) ?? []) listener(notice);
  }

  /** Returns the unsubscribe function, or null when `userId` has as many streams as allowed. */
  subscribe(userId: string, listener: Listener): (() => void) | null {
    const set = this.#listeners.get(userId) ?? new Set<Listener>();
    if (set.size >= MAX_STREAMS_PER_PERSON) return null;
    set.add(listener);
    this.#listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(userId);
    };
  }

  /** Registers a way to end a stream at shutdown; returns its unregister function. */
  onClose(close: () => void): () => void {
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  closeAll(): void {
    for (const close of this.#closers) close();
    this.#closers.clear();
  }

  get connectionCount(): number {
    return this.#closers.size;
  }
}

/**
 * How often an open stream re-checks that its session is still valid when nothing said it
 * changed: the database's session notices (`watchSession`) make it check at once after a
 * sign-out, revocation or account change on any instance; this turn covers expiry and notices
 * lost while the listening connection was down.
 */
const SESSION_RECHECK_MS = 30_000;

export function streamChanges(
  c: Context,
  options: {
    hub: ChangeHub;
    userId: string;
    isSessionValid: () => Promise<boolean>;
    /** Calls back when the session may have ended; returns the function that stops watching. */
    watchSession: (onTouched: () => void) => () => void;
  },
) {
  let wake: () => void = () => undefined;
  const queue: ChangeNotice[] = [];
  // Counted before the answer starts, so that the refusal can still be an ordinary 429.
  const unsubscribe = options.hub.subscribe(options.userId, (notice) => {
    queue.push(notice);
    wake();
  });
  if (!unsubscribe) {
    throw new CallableError(
      'resource-exhausted',
      `You have ${MAX_STREAMS_PER_PERSON} live connections open already, one per tab or device. Close one and this one will connect.`,
      { retryAfterSeconds: 30 },
    );
  }
  return streamSSE(c, async (stream) => {
    let open = true;
    const end = () => {
      open = false;
      wake();
    };
    const unregister = options.hub.onClose(end);
    stream.onAbort(end);
    let lastCheck = Date.now();
    let isCheckDue = false;
    const unwatch = options.watchSession(() => {
      isCheckDue = true;
      wake();
    });
    try {
      await stream.writeSSE({ event: 'heartbeat', data: new Date().toISOString(), retry: 1000 });
      while (open) {
        // A change or a due check that arrived while the last write was in progress goes first.
        if (queue.length === 0 && !isCheckDue) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, STREAM_HEARTBEAT_MS);
          });
        }
        while (queue.length > 0 && open) {
          const notice = queue.shift() as ChangeNotice;
          await stream.writeSSE({
            event: 'change',
            id: String(notice.outboxId),
            data: JSON.stringify({
              collection: notice.collection,
              op: notice.op,
              id: notice.rowId,
              at: new Date().toISOString(),
            }),
          });
        }
        if (!open) break;
        if (isCheckDue || Date.now() - lastCheck >= SESSION_RECHECK_MS) {
          isCheckDue = false;
          lastCheck = Date.now();
          if (!(await options.isSessionValid())) {
            await stream.writeSSE({ event: 'session-ended', data: 'unauthenticated' });
            break;
          }
        }
        await stream.writeSSE({ event: 'heartbeat', data: new Date().toISOString() });
      }
    } finally {
      unwatch();
      unsubscribe();
      unregister();
    }
  });
}
