import { ChangeEventSchema, type ChangeEvent } from '@bulwark/contracts/schemas/stream.schema';
import { STREAM_RECONNECT_BACKOFF, backoffDelay } from '../backoff';

export const STREAM_URL = '/v1/stream';
/** Offline after this long without a heartbeat (spec §4/§9); the server sends one every ≤ 5 s. */
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/** The part of EventSource we use, so tests can drive a fake one. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface RealtimeConnectionOptions {
  onAlive: () => void;
  onFailure: () => void;
  onChange: (event: ChangeEvent) => void;
  /** The server found the session gone (`event: session-ended`) and closed the stream. */
  onSessionEnded: () => void;
  createEventSource?: (url: string) => EventSourceLike;
}

export interface RealtimeConnection {
  start: () => void;
  stop: () => void;
}

/**
 * Keeps `GET /v1/stream` open for the signed-in user. EventSource's own retry is replaced by
 * ours: a silent or failed stream is closed and reopened after 1 s, ×1.5 per failure, ≤ 60 s.
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const createEventSource = options.createEventSource ?? ((url) => new EventSource(url));
  let source: EventSourceLike | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  function markAlive() {
    failures = 0;
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(fail, HEARTBEAT_TIMEOUT_MS);
    options.onAlive();
  }

  function fail() {
    closeSource();
    options.onFailure();
    reconnectTimer = setTimeout(open, backoffDelay(failures, STREAM_RECONNECT_BACKOFF));
    failures += 1;
  }

  function open() {
    const current = createEventSource(STREAM_URL);
    source = current;
    // A stream that never answers counts as silent too.
    silenceTimer = setTimeout(fail, HEARTBEAT_TIMEOUT_MS);
    current.addEventListener('open', markAlive);
    current.addEventListener('heartbeat', markAlive);
    current.addEventListener('change', (event: MessageEvent<string>) => {
      markAlive();
      const change = parseChange(event.data);
      if (change) options.onChange(change);
    });
    current.addEventListener('session-ended', () => {
      if (source !== current) return;
      // No reconnect: the stream cannot succeed without a session.
      closeSource();
      options.onSessionEnded();
    });
    current.addEventListener('error', () => {
      if (source === current) fail();
    });
  }

  function closeSource() {
    clearTimeout(silenceTimer);
    source?.close();
    source = null;
  }

  function stop() {
    clearTimeout(reconnectTimer);
    closeSource();
    failures = 0;
  }

  return {
    start() {
      stop();
      open();
    },
    stop,
  };
}

function parseChange(data: string): ChangeEvent | null {
  try {
    const parsed = ChangeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    // A malformed frame is dropped; the next heartbeat or change keeps the stream alive.
    return null;
  }
}
