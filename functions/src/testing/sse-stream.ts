import type { TestClient } from './test-client';

export interface SseEvent {
  event: string;
  data: string;
  /** When this process read the event (Date.now()), for fan-out timings. */
  receivedAt: number;
}

/** A change notice as the stream sends it: which row of which collection, and how. */
interface ChangeEvent {
  collection: string;
  op: string;
  id: string;
}

/**
 * Opens /v1/stream as a tab or device would and collects its events (heartbeats, changes,
 * session-ended) until closed.
 */
export async function openStream(client: TestClient) {
  const controller = new AbortController();
  const response = await client.request('/v1/stream', { signal: controller.signal });
  const events: SseEvent[] = [];
  let ended = false;
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true as const, value: undefined }));
      if (!chunk || chunk.done) {
        ended = true;
        return;
      }
      buffer += chunk.value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        events.push({ event, data, receivedAt: Date.now() });
      }
    }
  })();
  return {
    response,
    events,
    /** The change notices received so far, parsed. */
    changes(): Array<ChangeEvent & { receivedAt: number }> {
      return events
        .filter((event) => event.event === 'change')
        .map((event) => ({
          ...(JSON.parse(event.data) as ChangeEvent),
          receivedAt: event.receivedAt,
        }));
    },
    /** Whether the server has ended the answer (or the connection dropped). */
    get ended() {
      return ended;
    },
    async waitFor(predicate: (event: SseEvent) => boolean, timeoutMs = 7000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = events.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
