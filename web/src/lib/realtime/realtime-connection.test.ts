import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createRealtimeConnection, type EventSourceLike } from './realtime-connection';

type Listener = (event: MessageEvent<string>) => void;

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, Listener[]>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }

  close() {
    this.closed = true;
  }
}

function latestSource(): FakeEventSource {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no stream was opened');
  return source;
}

function setup() {
  const events: string[] = [];
  const connection = createRealtimeConnection({
    onAlive: () => events.push('alive'),
    onFailure: () => events.push('failure'),
    onChange: (change) => events.push(`change:${change.collection}`),
    onSessionEnded: () => events.push('session-ended'),
    createEventSource: (url) => new FakeEventSource(url),
  });
  connection.start();
  return { connection, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
});

afterEach(() => {
  vi.useRealTimers();
});

test('opens the stream and reports it alive on open, heartbeat and change', () => {
  const { events } = setup();
  const source = latestSource();
  expect(source.url).toBe('/v1/stream');
  source.emit('open');
  source.emit('heartbeat');
  source.emit(
    'change',
    JSON.stringify({ collection: 'feedback', op: 'insert', id: 'a', at: '2026-01-01T00:00:00Z' }),
  );
  expect(events).toEqual(['alive', 'alive', 'alive', 'change:feedback']);
});

test('fails after 10 s without a heartbeat, then reconnects', () => {
  const { events } = setup();
  latestSource().emit('open');
  vi.advanceTimersByTime(9_999);
  expect(events).toEqual(['alive']);
  vi.advanceTimersByTime(1);
  expect(events).toEqual(['alive', 'failure']);
  expect(latestSource().closed).toBe(true);
  vi.advanceTimersByTime(1_000);
  expect(FakeEventSource.opened).toHaveLength(2);
});

test('backs off 1 s, 1.5 s, 2.25 s between failed attempts and resets after a success', () => {
  setup();
  const waits = [1_000, 1_500, 2_250];
  for (const wait of waits) {
    const count = FakeEventSource.opened.length;
    latestSource().emit('error');
    vi.advanceTimersByTime(wait - 1);
    expect(FakeEventSource.opened).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(count + 1);
  }
  latestSource().emit('open');
  latestSource().emit('error');
  vi.advanceTimersByTime(1_000);
  expect(FakeEventSource.opened).toHaveLength(5);
});

test('stop closes the stream and cancels a pending reconnect', () => {
  const { connection, events } = setup();
  latestSource().emit('error');
  connection.stop();
  vi.advanceTimersByTime(120_000);
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(events).toEqual(['failure']);
});

test('drops a malformed change frame but keeps the stream alive', () => {
  const { events } = setup();
  latestSource().emit('change', '{not json');
  expect(events).toEqual(['alive']);
});

test('stops without reconnecting when the server says the session ended', () => {
  const { events } = setup();
  latestSource().emit('open');
  latestSource().emit('session-ended', 'unauthenticated');
  latestSource().emit('error');
  vi.advanceTimersByTime(120_000);
  expect(events).toEqual(['alive', 'session-ended']);
  expect(FakeEventSource.opened).toHaveLength(1);
  expect(latestSource().closed).toBe(true);
});
